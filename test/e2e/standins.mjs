// The node in real n8n against the four stand-in services (test/standins): services written from
// the seed interface alone, each in another framework's habits (atelier: Laravel, loom: FastAPI,
// stitch: Express, bolt: Spring). Each stand-in runs as its own process
// (`dist/scripts/standins/serve.js`) with 23 designs, so listing them all takes several pages.
// In one user folder with the packed package installed: per stand-in, a lifecycle workflow
// (generate with its image → get → get many → download image → publish → delete → get many) and a
// workflow whose prompt the service fails or refuses, run with `n8n execute`; then, in one started
// n8n, the credential test the editor runs, with a good key, a Starter key, an unknown key and an
// address that is not the service.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	PROJECT_ROOT,
	freePort,
	killTree,
	tail,
	trackChild,
	waitFor,
	writeJson,
} from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	executeWorkflow,
	importCredentials,
	importWorkflows,
	installPackage,
	startN8n,
} from '../../scripts/n8n/instance.mjs';
import {
	CREDENTIAL_TYPE,
	assertSucceeded,
	id16,
	linearWorkflow,
	out,
	single,
} from './workflow-kit.mjs';

const SEEDED = 23;
const PROMPT = 'navy striped oversized hoodie in organic cotton with a kangaroo pocket';
const FORBIDDEN_PROMPT = 'a forbidden jacket';

/**
 * What a user of each service sets from its documentation: a style it accepts (bolt takes only its
 * own four), and the publish body's design field and price as the service wants them (the node
 * sends design_id and no price unless told), with the price field its answer shows. And what the service itself says: the
 * field of its publication that names the design, with its status field and value, and its own
 * reason for failing or refusing a design whose prompt says "forbidden" (test/standins/*.ts).
 */
const STAND_INS = {
	atelier: {
		style: 'streetwear',
		publish: { bodyJson: '{"price": 49.99}' },
		price: ['price', 49.99],
		publication: { designId: 'design_id', status: ['status', 'listed'] },
		reason: 'The prompt contains forbidden content and cannot be generated.',
	},
	loom: {
		style: 'minimalist',
		publish: { bodyJson: '{"price": 19.5, "currency": "EUR"}' },
		price: ['price', 19.5],
		publication: { designId: 'design_id', status: ['state', 'live'] },
		reason: 'Prompt violates the content policy',
	},
	stitch: {
		style: 'streetwear',
		publish: { designIdField: 'designId', bodyJson: '{"priceCents": 2500}' },
		price: ['priceCents', 2500],
		publication: { designId: 'designId', status: ['status', 'active'] },
		reason: 'The prompt contains forbidden content (content policy)',
	},
	bolt: {
		style: 'street',
		publish: {},
		publication: { designId: 'designId', status: ['status', 'PUBLISHED'] },
		reason: 'Generation failed: the prompt contains forbidden content',
	},
};
const NAMES = Object.keys(STAND_INS);

const TITLES = {
	setup: `stand-ins: each started with ${SEEDED} designs, the package installed, a credential and two workflows per stand-in imported`,
	...Object.fromEntries(
		NAMES.flatMap((name) => [
			[
				`${name}.lifecycle`,
				`stand-in ${name}: generate (waits, downloads the image) → get → get many (all ${SEEDED + 1}) → download image → publish → delete → get many (${SEEDED} left)`,
			],
			[
				`${name}.forbidden`,
				`stand-in ${name}: a design the service fails or refuses is an error item with the service's reason`,
			],
			[
				`${name}.credential`,
				`stand-in ${name}: n8n's credential test says OK for a Business key, Error for a Starter key, an unknown key and a Base URL that is not the service`,
			],
		]),
	),
};

const titleOf = (name, what) => TITLES[`${name}.${what}`];
const generatedId = "={{ $('Generate').first().json.id }}";

/** The stand-in's credential as imported and as a node names it. */
const credentialRef = (name) => ({
	id: id16(`dgSi${name}Credential`),
	name: `Design Generator (e2e, ${name} stand-in)`,
});

function credentialFor(name, standIn) {
	return {
		...credentialRef(name),
		type: CREDENTIAL_TYPE,
		data: { apiKey: standIn.businessKey, baseUrl: standIn.url, apiPrefix: '/v1' },
	};
}

/** A linear workflow whose Design Generator nodes use this stand-in's credential. */
function standInWorkflow(name, kind, steps) {
	const workflow = linearWorkflow(`Stand-in ${name} ${kind}`, steps);
	workflow.id = id16(`dgSi${name}${kind}`);
	for (const node of workflow.nodes) {
		if (node.credentials) node.credentials = { [CREDENTIAL_TYPE]: credentialRef(name) };
	}
	return workflow;
}

function generateParameters(name, prompt, extra = {}) {
	return {
		resource: 'design',
		operation: 'generate',
		prompt,
		style: STAND_INS[name].style,
		waitForCompletion: true,
		options: { pollInterval: 0.2, timeout: 60 },
		...extra,
	};
}

function lifecycleWorkflow(name) {
	const { publish } = STAND_INS[name];
	const getMany = { resource: 'design', operation: 'getAll', returnAll: true };
	return standInWorkflow(name, 'Lifecycle', [
		{
			name: 'Generate',
			parameters: generateParameters(name, PROMPT, {
				downloadImage: true,
				imageFormat: 'png',
				binaryPropertyName: 'data',
			}),
		},
		{
			name: 'Get',
			parameters: { resource: 'design', operation: 'get', designId: generatedId },
		},
		{ name: 'Get Many', executeOnce: true, parameters: getMany },
		{
			name: 'Download Image',
			executeOnce: true,
			parameters: {
				resource: 'design',
				operation: 'downloadImage',
				designId: generatedId,
				imageFormat: 'png',
				binaryPropertyName: 'image',
			},
		},
		{
			name: 'Publish',
			executeOnce: true,
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: generatedId,
				additionalFields: publish,
			},
		},
		{
			name: 'Delete',
			executeOnce: true,
			parameters: { resource: 'design', operation: 'delete', designId: generatedId },
		},
		{ name: 'Get Many After Delete', executeOnce: true, parameters: getMany },
	]);
}

function forbiddenWorkflow(name) {
	return standInWorkflow(name, 'Forbidden', [
		{
			name: 'Generate',
			onError: 'continueRegularOutput',
			parameters: generateParameters(name, FORBIDDEN_PROMPT),
		},
	]);
}

/** Leading bytes of the image types a service may send, by media type. */
const SIGNATURES = {
	'image/png': (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
	'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
	'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
	'image/webp': (b) => b.subarray(8, 12).toString('latin1') === 'WEBP',
	'image/svg+xml': (b) =>
		/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(b.toString('utf8', 0, 2000)),
};

/**
 * The bytes of a binary entry: inline (base64) or, in the filesystem mode (2.x's default), the
 * file n8n stored under the user folder; undefined when stored where this test cannot read.
 */
function binaryBytes(binary, userFolder) {
	if (binary.data && !binary.id && !String(binary.data).startsWith('filesystem'))
		return Buffer.from(binary.data, 'base64');
	const stored = /^filesystem-v2:(.+)$/.exec(binary.id ?? '')?.[1];
	const file = stored && join(userFolder, '.n8n', 'storage', stored);
	return file && existsSync(file) ? readFileSync(file) : undefined;
}

/** A binary entry of a run's item: an image media type, and data of that type that is not empty. */
function assertImage(binary, what, userFolder) {
	assert.ok(binary, `${what}: the item has no binary data`);
	assert.ok(
		Object.hasOwn(SIGNATURES, binary.mimeType),
		`${what}: media type ${binary.mimeType} is not an image type (${Object.keys(SIGNATURES).join(', ')})`,
	);
	const bytes = binaryBytes(binary, userFolder);
	if (bytes) {
		assert.ok(bytes.length > 20, `${what}: only ${bytes.length} bytes`);
		assert.ok(
			SIGNATURES[binary.mimeType](bytes),
			`${what}: the data is not ${binary.mimeType}: ${JSON.stringify(bytes.subarray(0, 40).toString('latin1'))}`,
		);
	} else {
		// Stored where this test cannot read it: its size is what the run data tells of it.
		const size = binary.bytes ?? parseFloat(binary.fileSize ?? '0');
		assert.ok(size > 0, `${what}: stored as ${binary.id ?? binary.data} with size ${size}`);
	}
}

/** Step by step, so that a failure names the first step that went wrong. */
function assertLifecycle(name, run, { userFolder }) {
	const generated = single(run, 'Generate');
	const id = generated.json.id;
	assert.ok(
		typeof id === 'string' && id.length > 0,
		`Generate: the item has the design's id at the top level: ${JSON.stringify(generated.json).slice(0, 400)}`,
	);
	assertImage(generated.binary?.data, 'Generate', userFolder);

	assert.equal(single(run, 'Get').json.id, id, 'Get returns the generated design');

	const assertListed = (node, count, { has }) => {
		const ids = out(run, node).map((item) => item.json.id);
		assert.equal(ids.length, count, `${node}: ${ids.length} items, expected ${count}`);
		assert.equal(new Set(ids).size, ids.length, `${node}: every id once: ${ids.join(', ')}`);
		assert.ok(
			ids.every((i) => typeof i === 'string' && i !== ''),
			`${node}: each item has an id`,
		);
		assert.equal(
			ids.includes(id),
			has,
			`${node}: the generated design ${id} is ${has ? 'not ' : ''}listed`,
		);
	};
	assertListed('Get Many', SEEDED + 1, { has: true });

	const downloaded = single(run, 'Download Image');
	assertImage(downloaded.binary?.image, 'Download Image', userFolder);

	const publication = single(run, 'Publish').json;
	assert.ok(
		publication && typeof publication === 'object' && !Array.isArray(publication),
		`Publish: an object, got ${JSON.stringify(publication)}`,
	);
	assert.equal(publication.error, undefined, `Publish: ${JSON.stringify(publication)}`);
	// The service's own publication, out of any envelope: its fields at the top level.
	const {
		designId: designIdKey,
		status: [statusKey, published],
	} = STAND_INS[name].publication;
	assert.equal(publication[designIdKey], id, `Publish: ${JSON.stringify(publication)}`);
	assert.equal(publication[statusKey], published, `Publish: ${JSON.stringify(publication)}`);
	const price = STAND_INS[name].price;
	if (price)
		assert.equal(publication[price[0]], price[1], `Publish: ${JSON.stringify(publication)}`);

	const deleted = single(run, 'Delete').json;
	assert.equal(deleted.id, id, `Delete: ${JSON.stringify(deleted)}`);
	assert.equal(deleted.deleted, true, `Delete: ${JSON.stringify(deleted)}`);

	assertListed('Get Many After Delete', SEEDED, { has: false });
	assertSucceeded(run);
}

function assertForbidden(name, run) {
	assertSucceeded(run);
	const { json } = single(run, 'Generate');
	assert.equal(json.id, undefined, `an error item, not a design: ${JSON.stringify(json)}`);
	assert.equal(typeof json.error, 'string', `the item carries an error: ${JSON.stringify(json)}`);
	assert.match(json.error, /\w{4,}/, `the error says something: ${JSON.stringify(json)}`);
	const said = `${json.error} ${json.description ?? ''}`;
	assert.ok(
		said.includes(STAND_INS[name].reason),
		`the service's own reason "${STAND_INS[name].reason}" is in the error: ${said}`,
	);
}

/**
 * One stand-in as a process: `serve.js <name> --port N --designs N` prints one JSON line
 * (`{name, url, businessKey, starterKey}`) and runs until SIGTERM.
 */
async function startStandIn(name, { designs, logFile }) {
	const port = await freePort();
	const child = trackChild(
		spawn(
			process.execPath,
			[
				join(PROJECT_ROOT, 'dist', 'scripts', 'standins', 'serve.js'),
				name,
				'--port',
				String(port),
				'--designs',
				String(designs),
			],
			{ cwd: PROJECT_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
		),
	);
	const log = createWriteStream(logFile, { flags: 'a' });
	let output = '';
	const collect = (d) => {
		log.write(d);
		output = (output + d).slice(-20_000);
	};
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	const alive = () => child.exitCode === null && child.signalCode === null;
	const stop = async () => {
		killTree(child, 'SIGTERM');
		const deadline = Date.now() + 5000;
		while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
		killTree(child, 'SIGKILL');
		log.end();
	};
	try {
		const started = await waitFor(
			`the ${name} stand-in's JSON line`,
			() => {
				for (const line of output.split('\n')) {
					if (!line.trim().startsWith('{')) continue;
					try {
						return JSON.parse(line);
					} catch {
						/* not the line yet */
					}
				}
				return undefined;
			},
			{ timeoutMs: 30_000, intervalMs: 100, alive },
		);
		for (const field of ['url', 'businessKey', 'starterKey'])
			assert.ok(
				started[field],
				`the ${name} stand-in printed no ${field}: ${JSON.stringify(started)}`,
			);
		return { ...started, stop };
	} catch (e) {
		await stop();
		throw new Error(`${e.message}\n${tail(output, 15)}`);
	}
}

/** `POST /rest/credentials/test` as the editor sends it: a saved credential's id with the data to try. */
async function credentialTest(rest, name, data) {
	const r = await rest.request('POST', '/rest/credentials/test', {
		credentials: { ...credentialRef(name), type: CREDENTIAL_TYPE, data },
	});
	assert.equal(r.status, 200, `POST /rest/credentials/test: ${r.status} ${r.text.slice(0, 400)}`);
	const result = r.json?.data;
	assert.ok(result?.status, `no status in the answer: ${r.text.slice(0, 400)}`);
	return result;
}

async function assertCredentialTests(rest, name, standIn, say) {
	const base = { apiKey: standIn.businessKey, baseUrl: standIn.url, apiPrefix: '/v1' };
	const cases = [
		['Business key', base, 'OK'],
		['Starter key', { ...base, apiKey: standIn.starterKey }, 'Error'],
		['unknown key', { ...base, apiKey: 'dgk_not-a-key-this-service-ever-issued' }, 'Error'],
		['Base URL that is not the service', { ...base, baseUrl: `${standIn.url}/nothing` }, 'Error'],
	];
	const lines = [];
	const wrong = [];
	for (const [what, data, expected] of cases) {
		const { status, message } = await credentialTest(rest, name, data);
		lines.push(`${name}, ${what}: ${status}: ${message}`);
		if (status !== expected) wrong.push(`${what}: ${status} (expected ${expected}): ${message}`);
	}
	for (const line of lines) say(`        ${line}`);
	assert.deepEqual(wrong, [], `the credential test of the ${name} stand-in`);
}

export const STANDINS_E2E = {
	titles: Object.values(TITLES),

	async run({ info, tarball, dir, check, selected, say = console.log }) {
		if (!this.titles.some(selected)) return;
		const wanted = NAMES.filter((name) =>
			['lifecycle', 'forbidden', 'credential'].some((what) => selected(titleOf(name, what))),
		);
		const userFolder = join(dir, 'n8n-standins');
		const logFile = join(dir, 'standins-cli.log');
		const stack = []; // what to stop, last started first
		try {
			const standIns = await check(TITLES.setup, async () => {
				const started = {};
				const outcomes = await Promise.allSettled(
					wanted.map(async (name) => {
						started[name] = await startStandIn(name, {
							designs: SEEDED,
							logFile: join(dir, `standin-${name}.log`),
						});
						stack.push(() => started[name].stop());
					}),
				);
				const failed = outcomes.find((o) => o.status === 'rejected');
				if (failed) throw failed.reason;
				await installPackage(userFolder, tarball, { logFile });
				await importCredentials(
					info,
					userFolder,
					wanted.map((name) => credentialFor(name, started[name])),
					{ logFile },
				);
				await importWorkflows(
					info,
					userFolder,
					wanted.flatMap((name) => [lifecycleWorkflow(name), forbiddenWorkflow(name)]),
					{ logFile },
				);
				return started;
			});
			if (!standIns) return;

			// The lifecycle first: it counts every design, and a failed one stays listed on some services.
			for (const name of wanted) {
				for (const [what, workflow, assertRun] of [
					['lifecycle', lifecycleWorkflow(name), assertLifecycle],
					['forbidden', forbiddenWorkflow(name), assertForbidden],
				]) {
					if (!selected(titleOf(name, what))) continue;
					await check(titleOf(name, what), async () => {
						const run = await executeWorkflow(info, userFolder, workflow.id, { logFile });
						writeJson(join(dir, 'runs', `standin-${name}-${what}.json`), run);
						assertRun(name, run, { userFolder });
					});
				}
			}

			const credentialChecks = wanted.filter((name) => selected(titleOf(name, 'credential')));
			if (credentialChecks.length === 0) return;
			// One started n8n for all of them; when it does not start, each of these checks says so.
			let started;
			const startedRest = () =>
				(started ??= (async () => {
					const n8n = await startN8n(info, userFolder, {
						logFile: join(dir, 'standins-n8n.log'),
					});
					stack.push(() => n8n.stop());
					const rest = new N8nRest(n8n.baseUrl);
					await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
					return rest;
				})());
			for (const name of credentialChecks) {
				await check(titleOf(name, 'credential'), async () =>
					assertCredentialTests(await startedRest(), name, standIns[name], say),
				);
			}
		} finally {
			for (const stop of stack.reverse()) await stop().catch(() => undefined);
		}
	},
};
