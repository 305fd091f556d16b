// Files the node hands on, in each binary data mode n8n users run. The workflow checks run in
// n8n's own default (1.x: in memory; 2.x: the filesystem) and in queue mode (1.x: in memory; 2.x:
// the database); here `n8n execute` runs again with N8N_DEFAULT_BINARY_DATA_MODE set to `default`
// (in memory, base64 in the run data) and to `filesystem` (files under the user folder), so each
// version meets both:
// - the Edit and Get Tech Pack check (workflows.mjs), whose Crypto nodes compare the edit's PNG and
//   the tech pack's PDF with the same files fetched by n8n's HTTP Request, plus where the mode
//   keeps the PDF;
// - example 06 as shipped but for its folder (a temporary one, allowed by
//   N8N_RESTRICT_FILE_ACCESS_TO): the PDF written to disk must equal the service's PDF.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeJson } from '../../scripts/n8n/lib.mjs';
import { executeWorkflow } from '../../scripts/n8n/instance.mjs';
import { EXAMPLES } from './examples.mjs';
import { assertSucceeded, id16, single } from './workflow-kit.mjs';
import { TECH_PACK_AND_EDIT } from './workflows.mjs';

const MODES = ['default', 'filesystem'];
const EXAMPLE_FILE = '06-edit-and-tech-pack-pdf.json';
/** Where example 06 writes as shipped (n8n's Docker image; n8n 2.x allows only ~/.n8n-files). */
const SHIPPED_FOLDER = '/home/node/.n8n-files/';
const EXAMPLE_ID = id16('dgE2eExample06Disk');

const checkTitle = (mode) => `binary data mode ${mode}: ${TECH_PACK_AND_EDIT.title}`;
const exampleTitle = (mode) =>
	`binary data mode ${mode}: example ${EXAMPLE_FILE} writes the tech pack PDF to disk, byte for byte the service's`;

/** The folder example 06 writes into in this run. */
const filesFolder = (dir) => join(dir, 'tech-packs');

/** Example 06 exactly as shipped, but writing into `folder` and under its own id. */
function example06Into(folder) {
	const example = EXAMPLES.find((e) => e.file === EXAMPLE_FILE);
	assert.ok(example, `examples/${EXAMPLE_FILE} is missing`);
	const text = JSON.stringify(example.workflow);
	assert.ok(text.includes(SHIPPED_FOLDER), `example 06 no longer writes into ${SHIPPED_FOLDER}`);
	const workflow = JSON.parse(text.replaceAll(SHIPPED_FOLDER, `${folder}/`));
	return { ...workflow, id: EXAMPLE_ID, name: `E2E: ${workflow.name}` };
}

/** Where the run data says n8n kept a binary entry: inline (in memory) or as a filesystem file. */
function assertKeptIn(mode, binary, what) {
	if (mode === 'filesystem') {
		assert.match(
			binary.id ?? '',
			/^filesystem(-v2)?:/,
			`${what}: kept as a file (id ${binary.id})`,
		);
	} else {
		assert.equal(binary.id, undefined, `${what}: kept in memory, not as ${binary.id}`);
		assert.equal(
			Buffer.from(binary.data, 'base64').subarray(0, 5).toString('latin1'),
			'%PDF-',
			`${what}: inline base64 of a PDF`,
		);
	}
}

export const BINARY_MODES = {
	titles: MODES.flatMap((mode) => [checkTitle(mode), exampleTitle(mode)]),

	/** Workflows to import with the others in the run's setup. */
	workflows(dir) {
		return [example06Into(filesFolder(dir))];
	},

	/** Runs the selected checks through `check(title, fn)` in the run's user folder. */
	async run({ info, userFolder, dir, check, selected, server, logFile }) {
		for (const mode of MODES) {
			const env = { N8N_DEFAULT_BINARY_DATA_MODE: mode };
			if (selected(checkTitle(mode))) {
				await check(checkTitle(mode), async () => {
					const { id } = TECH_PACK_AND_EDIT.workflow;
					const run = await executeWorkflow(info, userFolder, id, { logFile, env });
					writeJson(join(dir, 'runs', `${id}-${mode}.json`), run);
					TECH_PACK_AND_EDIT.assert(run);
					assertKeptIn(mode, single(run, 'Tech Pack PDF').binary.techpack, 'Tech Pack PDF');
				});
			}
			if (selected(exampleTitle(mode))) {
				await check(exampleTitle(mode), async () => {
					const folder = filesFolder(dir);
					mkdirSync(folder, { recursive: true });
					const run = await executeWorkflow(info, userFolder, EXAMPLE_ID, {
						logFile,
						env: { ...env, N8N_RESTRICT_FILE_ACCESS_TO: folder },
					});
					writeJson(join(dir, 'runs', `${EXAMPLE_ID}-${mode}.json`), run);
					assertSucceeded(run);
					const edited = single(run, 'Edit it').json;
					assert.equal(edited.parent_id, single(run, 'Generate a design').json.id);
					const pdfItem = single(run, 'Get the tech pack PDF');
					assert.equal(pdfItem.json.design_id, edited.id);
					const fileName = pdfItem.binary?.data?.fileName;
					assert.equal(fileName, `${pdfItem.json.style_number}.pdf`);
					assertKeptIn(mode, pdfItem.binary.data, 'Get the tech pack PDF');
					const path = join(folder, fileName);
					assert.equal(single(run, 'Write the PDF to disk').json.fileName, path);
					assert.ok(existsSync(path), `${path} was written`);
					const written = readFileSync(path);
					const served = await fetch(
						`${server.baseUrl}/v1/designs/${edited.id}/techpack?format=pdf&unit=cm&sizes=alpha`,
						{ headers: { authorization: `Bearer ${server.apiKey}` } },
					);
					assert.equal(served.status, 200, `GET …/techpack?format=pdf: HTTP ${served.status}`);
					const expected = Buffer.from(await served.arrayBuffer());
					assert.equal(written.subarray(0, 5).toString('latin1'), '%PDF-');
					assert.ok(
						written.equals(expected),
						`the file on disk (${written.length} bytes) is the service's PDF (${expected.length} bytes)`,
					);
				});
			}
		}
	},
};
