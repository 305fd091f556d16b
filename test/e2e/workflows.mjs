// The node's own workflows the e2e runs in real n8n, each with the assertions on its run data.
// Built in code so the node's parameters live in one place; `run.mjs` writes them to JSON,
// imports them with `n8n import:workflow` and runs them with `n8n execute --id … --rawOutput`.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EXAMPLE_CHECKS } from './examples.mjs';
import {
	CLOSED_PORT_URL,
	CREDENTIALS,
	CREDENTIAL_TYPE,
	TOOL_NODE_TYPE,
	assertSucceeded,
	linearWorkflow,
	out,
	single,
} from './workflow-kit.mjs';

const PROMPT = 'navy striped oversized hoodie in organic cotton with a kangaroo pocket';
const SEED = 1234567;
const firstDesignId = "={{ $('Generate').first().json.id }}";

/** The five operations of the brief (generate → get many → get → publish → delete) plus Download Image. */
const lifecycle = {
	title: 'design lifecycle: generate → get many → get → download image → publish → delete',
	workflow: linearWorkflow('Lifecycle', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: PROMPT,
				style: 'streetwear',
				additionalFields: { seed: SEED },
			},
		},
		{
			name: 'Get Many',
			parameters: {
				resource: 'design',
				operation: 'getAll',
				returnAll: true,
				filters: { style: 'streetwear' },
			},
		},
		{
			name: 'Get',
			executeOnce: true,
			parameters: { resource: 'design', operation: 'get', designId: firstDesignId },
		},
		{
			name: 'Download Image',
			parameters: {
				resource: 'design',
				operation: 'downloadImage',
				designId: '={{ $json.id }}',
				imageFormat: 'png',
				binaryPropertyName: 'image',
			},
		},
		{
			name: 'Publish',
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: '={{ $json.design_id }}',
				priceAmount: 2500,
				currency: 'eur',
				additionalFields: {
					tags: 'hoodie, streetwear, navy',
					description: 'Published by the e2e test',
				},
			},
		},
		{
			name: 'Delete',
			parameters: { resource: 'design', operation: 'delete', designId: '={{ $json.design_id }}' },
		},
		{
			name: 'Publication After Delete',
			parameters: {
				resource: 'marketplace',
				operation: 'get',
				publicationId: "={{ $('Publish').first().json.id }}",
			},
		},
		{
			// A 404 must reach the workflow as an error item (continue on fail), not crash it.
			name: 'Get Deleted',
			onError: 'continueRegularOutput',
			parameters: { resource: 'design', operation: 'get', designId: firstDesignId },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const design = single(run, 'Generate').json;
		assert.match(design.id, /^dsn_[A-Za-z0-9]{20,}$/);
		assert.equal(design.object, 'design');
		assert.equal(design.status, 'succeeded');
		assert.equal(design.style, 'streetwear');
		assert.equal(design.seed, SEED);
		assert.equal(design.prompt, PROMPT);
		assert.equal(design.garment, 'hoodie', `garment read from the prompt: ${design.garment}`);
		assert.ok(
			design.colors?.some((c) => c.name === 'navy'),
			`navy among the colours: ${JSON.stringify(design.colors)}`,
		);
		assert.match(design.image?.url ?? '', new RegExp(`/v1/designs/${design.id}/image$`));

		const listed = out(run, 'Get Many').map((i) => i.json);
		assert.ok(
			listed.some((d) => d.id === design.id),
			'Get Many lists the generated design',
		);
		assert.ok(
			listed.every((d) => d.style === 'streetwear'),
			'Get Many applies the style filter',
		);

		const fetched = single(run, 'Get').json;
		assert.equal(fetched.id, design.id);
		assert.equal(fetched.title, design.title);

		const image = single(run, 'Download Image');
		assert.equal(image.json.design_id, design.id);
		assert.equal(image.json.mime_type, 'image/png');
		const binary = image.binary?.image;
		assert.ok(binary, 'Download Image puts the file in the "image" binary field');
		assert.equal(binary.mimeType, 'image/png');
		assert.equal(binary.fileName, `${design.id}.png`);
		// 1.x reports `fileSize` ("12.3 kB"), 2.x also `bytes`; inline data (1.x default mode) is base64.
		if (binary.data && binary.data !== 'filesystem-v2' && !binary.id) {
			assert.ok(
				Buffer.from(binary.data, 'base64')
					.subarray(0, 8)
					.equals(Buffer.from('89504e470d0a1a0a', 'hex')),
				'PNG signature',
			);
		}
		if (binary.bytes !== undefined) assert.ok(binary.bytes > 1000, `PNG size ${binary.bytes}`);

		const publication = single(run, 'Publish').json;
		assert.match(publication.id, /^pub_[A-Za-z0-9]{20,}$/);
		assert.equal(publication.object, 'publication');
		assert.equal(publication.design_id, design.id);
		assert.equal(publication.status, 'published');
		assert.deepEqual(publication.price, { amount: 2500, currency: 'EUR' });
		assert.deepEqual(publication.tags, ['hoodie', 'streetwear', 'navy']);
		assert.equal(publication.visibility, 'public');
		assert.equal(publication.title, design.title);
		assert.match(publication.url, new RegExp(`/marketplace/${publication.id}$`));

		assert.deepEqual(single(run, 'Delete').json, {
			id: design.id,
			object: 'design',
			deleted: true,
		});

		const withdrawn = single(run, 'Publication After Delete').json;
		assert.equal(withdrawn.id, publication.id);
		assert.equal(
			withdrawn.status,
			'withdrawn',
			'deleting a published design withdraws its publication',
		);

		const gone = single(run, 'Get Deleted').json;
		assert.ok(gone.error, `Get after Delete gives an error item: ${JSON.stringify(gone)}`);
		assert.match(JSON.stringify(gone), /404|not found|design_not_found/i);
	},
};

/** Generate with the image in one step, then the marketplace's own operations. */
const marketplace = {
	title: 'marketplace: generate with image → publish → get many → unpublish',
	workflow: linearWorkflow('Marketplace', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'ivory linen midi dress with floral embroidery',
				style: 'bohemian',
				downloadImage: true,
				imageFormat: 'svg',
				binaryPropertyName: 'data',
			},
		},
		{
			name: 'Publish',
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: '={{ $json.id }}',
				priceAmount: 12900,
				currency: 'USD',
				additionalFields: { title: 'Boho Midi Dress', visibility: 'unlisted' },
			},
		},
		{
			name: 'Get Many Publications',
			parameters: {
				resource: 'marketplace',
				operation: 'getAll',
				returnAll: false,
				limit: 5,
				filters: { designId: '={{ $json.design_id }}', status: 'published' },
			},
		},
		{
			name: 'Unpublish',
			parameters: {
				resource: 'marketplace',
				operation: 'unpublish',
				publicationId: '={{ $json.id }}',
			},
		},
		{
			name: 'Design After Unpublish',
			parameters: { resource: 'design', operation: 'get', designId: '={{ $json.design_id }}' },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const generated = single(run, 'Generate');
		const design = generated.json;
		assert.equal(design.status, 'succeeded');
		assert.equal(design.style, 'bohemian');
		assert.equal(generated.binary?.data?.mimeType, 'image/svg+xml');
		assert.equal(generated.binary?.data?.fileName, `${design.id}.svg`);
		const publication = single(run, 'Publish').json;
		assert.equal(publication.design_id, design.id);
		assert.equal(publication.title, 'Boho Midi Dress');
		assert.equal(publication.visibility, 'unlisted');
		assert.deepEqual(publication.price, { amount: 12900, currency: 'USD' });
		const listed = out(run, 'Get Many Publications').map((i) => i.json);
		assert.deepEqual(
			listed.map((p) => p.id),
			[publication.id],
		);
		const withdrawn = single(run, 'Unpublish').json;
		assert.equal(withdrawn.id, publication.id);
		assert.equal(withdrawn.status, 'withdrawn');
		assert.ok(withdrawn.withdrawn_at, 'withdrawn_at is set');
		assert.equal(single(run, 'Design After Unpublish').json.publication, null);
	},
};

/** A revoked key: the execution fails, and n8n shows the node's message about the key. */
const revokedKey = {
	title: 'a revoked API key fails the execution with an actionable message',
	workflow: linearWorkflow('RevokedKey', [
		{
			name: 'Generate',
			credential: 'revoked',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'black leather jacket',
				style: 'grunge',
			},
		},
	]),
	assert(run) {
		assert.equal(run?.status, 'error', `execution status is ${run?.status}, expected error`);
		const task = run.data.resultData.runData?.Generate?.[0];
		assert.ok(task?.error, 'the Generate node reports an error');
		const text = `${task.error.message} ${task.error.description ?? ''} ${task.error.httpCode ?? ''}`;
		assert.match(text, /401|unauthenticated|key/i, `error text: ${text}`);
	},
};

/**
 * What a node added today (type version 1.1) does with defaults: a style typed by its name is
 * accepted, and Download Image gives a PNG (n8n previews PNG, not SVG) unless told otherwise.
 */
const newNodeDefaults = {
	title: 'a new node (version 1.1): a style typed by its name, and PNG images by default',
	workflow: linearWorkflow('NewNodeDefaults', [
		{
			name: 'Generate',
			typeVersion: 1.1,
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'asymmetric black wool coat',
				style: '={{ "Avant Garde" }}',
				downloadImage: true,
			},
		},
		{
			name: 'Download Image',
			typeVersion: 1.1,
			parameters: { resource: 'design', operation: 'downloadImage', designId: '={{ $json.id }}' },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const generated = single(run, 'Generate');
		assert.equal(generated.json.style, 'avant-garde');
		assert.equal(generated.binary?.data?.mimeType, 'image/png');
		const downloaded = single(run, 'Download Image');
		assert.equal(downloaded.json.format, 'png');
		assert.equal(downloaded.binary?.data?.mimeType, 'image/png');
	},
};

/** A service that is not running: the error names the address and says what to check. */
const unreachable = {
	title: 'a service that is not running: the error names its address and what to check',
	workflow: linearWorkflow('Unreachable', [
		{
			name: 'Get',
			credential: 'unreachable',
			parameters: {
				resource: 'design',
				operation: 'get',
				designId: 'dsn_e2e0000000000000000000',
				requestOptions: { maxTries: 1 },
			},
		},
	]),
	assert(run) {
		assert.equal(run?.status, 'error', `execution status is ${run?.status}, expected error`);
		const error = run.data.resultData.runData?.Get?.[0]?.error;
		assert.ok(error, 'the Get node reports an error');
		assert.equal(
			error.message,
			`Nothing is listening at ${CLOSED_PORT_URL}: the connection was refused`,
		);
		assert.match(error.description, /^Start the Design Generation Service there/);
		assert.ok(!error.description.includes(error.message), 'the description repeats the message');
	},
};

/**
 * The node as an AI tool: n8n derives `designGeneratorTool` from `usableAsTool`. An AI Agent
 * needs a chat model (a network service), so n8n's own Tool Executor calls the tool instead,
 * with the arguments a model would give through `$fromAI`.
 */
const TOOL_ARGS = {
	prompt: 'white minimalist linen shirt with a hidden placket',
	style: 'minimalist',
};
const aiTool = (() => {
	const workflow = linearWorkflow('AiTool', [
		{
			name: 'Tool Executor',
			type: '@n8n/n8n-nodes-langchain.toolExecutor',
			parameters: {
				// 1.x passes the whole query to the tool; 2.x takes the arguments under the tool's name.
				query: JSON.stringify({ ...TOOL_ARGS, Design_Generator_Tool: TOOL_ARGS }),
				toolName: '',
			},
		},
	]);
	workflow.nodes.push({
		id: randomUUID(),
		name: 'Design Generator Tool',
		type: TOOL_NODE_TYPE,
		typeVersion: 1,
		position: [220, 200],
		parameters: {
			descriptionType: 'manual',
			toolDescription:
				'Generates a fashion design from a prompt and a style and returns it as JSON',
			resource: 'design',
			operation: 'generate',
			prompt:
				"={{ $fromAI('prompt', 'What the design should show: garment, colours, pattern, materials', 'string') }}",
			style: "={{ $fromAI('style', 'The style id, e.g. minimalist or streetwear', 'string') }}",
		},
		credentials: { [CREDENTIAL_TYPE]: CREDENTIALS.good },
	});
	workflow.connections['Design Generator Tool'] = {
		ai_tool: [[{ node: 'Tool Executor', type: 'ai_tool', index: 0 }]],
	};
	return {
		title: `as an AI tool: ${TOOL_NODE_TYPE} generates a design through $fromAI arguments`,
		workflow,
		assert(run) {
			assertSucceeded(run);
			const result = single(run, 'Tool Executor').json;
			const text = typeof result === 'string' ? result : JSON.stringify(result);
			assert.match(
				text,
				/dsn_[A-Za-z0-9]{20,}/,
				`the tool's answer holds a design id: ${text.slice(0, 300)}`,
			);
			assert.match(text, /minimalist/);
			assert.match(text, /shirt/i);
		},
	};
})();

export const WORKFLOW_CHECKS = [
	lifecycle,
	marketplace,
	revokedKey,
	newNodeDefaults,
	unreachable,
	aiTool,
	...EXAMPLE_CHECKS,
];
