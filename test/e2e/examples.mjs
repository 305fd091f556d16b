// The example workflows in examples/, exactly as shipped, and what each must do when run.
import assert from 'node:assert/strict';
import { loadExamples } from '../../scripts/n8n/instance.mjs';
import { assertSucceeded, out, single } from './workflow-kit.mjs';

const PNG_OR_SVG = /^image\/(png|svg\+xml)$/;

/** What each example in examples/ must do when run (examples without an entry are only imported). */
const EXAMPLE_ASSERTIONS = {
	dgExampleGenPub1(run) {
		assertSucceeded(run);
		const generated = single(run, 'Generate a design');
		assert.equal(generated.json.status, 'succeeded');
		assert.equal(generated.binary?.data?.mimeType, 'image/png');
		const publication = single(run, 'Publish to the marketplace').json;
		assert.equal(publication.status, 'published');
		assert.equal(publication.design_id, generated.json.id);
		assert.deepEqual(publication.price, { amount: 5900, currency: 'USD' });
	},
	dgExampleTrends1(run) {
		assertSucceeded(run);
		const designs = out(run, 'Generate designs');
		assert.equal(designs.length, 4, 'one design per trend prompt');
		assert.deepEqual(
			designs.map((d) => d.json.style),
			['minimalist', 'y2k', 'romantic', 'streetwear'],
			'parallel generation keeps the input order',
		);
		for (const d of designs) {
			assert.equal(d.json.status, 'succeeded');
			assert.match(d.binary?.data?.mimeType ?? '', PNG_OR_SVG);
		}
		const scores = out(run, 'Best first').map((i) => i.json.score);
		assert.deepEqual(
			scores,
			[...scores].sort((a, b) => b - a),
			'sorted by score, best first',
		);
		const best = single(run, 'Keep the best').json;
		const publication = single(run, 'Publish the best').json;
		assert.equal(publication.design_id, best.id);
		assert.equal(publication.status, 'published');
		const message = single(run, 'Notification').json.message;
		assert.match(
			message,
			/^New on the marketplace: .+ for 49\.00 USD http:\/\/127\.0\.0\.1:\d+\/marketplace\/pub_/,
		);
	},
	dgExampleTour001(run) {
		assertSucceeded(run);
		const design = single(run, 'Generate').json;
		assert.ok(out(run, 'Get many designs').some((i) => i.json.id === design.id));
		assert.equal(single(run, 'Get the new design').json.id, design.id);
		assert.equal(single(run, 'Download its image').binary?.data?.mimeType, 'image/svg+xml');
		const publication = single(run, 'Publish it').json;
		assert.equal(publication.visibility, 'unlisted');
		assert.equal(single(run, 'Get the publication').json.id, publication.id);
		assert.deepEqual(
			out(run, 'Get many publications').map((i) => i.json.id),
			[publication.id],
		);
		assert.equal(single(run, 'Unpublish it').json.status, 'withdrawn');
		assert.deepEqual(single(run, 'Delete the design').json, {
			id: design.id,
			object: 'design',
			deleted: true,
		});
	},
	dgExampleCollct1(run) {
		assertSucceeded(run);
		const collection = single(run, 'Make the collection').json;
		assert.equal(collection.status, 'succeeded', JSON.stringify(collection).slice(0, 300));
		assert.equal(collection.request_counts.succeeded, 12);
		assert.ok(collection.palette.length >= 3 && collection.palette.length <= 6);
		const designs = out(run, 'Its designs').map((i) => i.json);
		assert.equal(designs.length, 12, "the collection's designs, every page");
		for (const d of designs) assert.equal(d.collection_id, collection.id);
		const packs = out(run, 'Tech pack PDFs');
		assert.equal(packs.length, 12, 'one tech pack per succeeded design');
		for (const p of packs) assert.equal(p.binary?.data?.mimeType, 'application/pdf');
		const publication = single(run, 'Publish the best').json;
		assert.equal(publication.status, 'published');
		assert.ok(
			designs.some((d) => d.id === publication.design_id),
			'one of the collection',
		);
		assert.match(
			single(run, 'Notification').json.message,
			/^Published from Resort capsule \d{4}-\d{2}-\d{2}: .+ for 89\.00 USD http:\/\/127\.0\.0\.1:\d+\/marketplace\/pub_/,
		);
	},
};

export const EXAMPLES = loadExamples();

export const EXAMPLE_CHECKS = EXAMPLES.filter((e) => EXAMPLE_ASSERTIONS[e.workflow.id]).map(
	(e) => ({
		title: `example ${e.file}`,
		workflow: e.workflow,
		assert: EXAMPLE_ASSERTIONS[e.workflow.id],
	}),
);
