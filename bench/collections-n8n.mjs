#!/usr/bin/env node
// One collection of N designs against N separate Generates, both through the node in real n8n
// (`n8n execute`), against the reference server with `--generation-latency-ms` (every design takes
// that long to be made, as a remote model would). Same N prompts both ways:
//   separate:   Manual Trigger → Set → Split Out → Design → Generate (its defaults: parallel
//               requests, then waiting for each pending design);
//   collection: the same items → Collection → Create from Input Items, Completion: Wait.
// Each run gets a fresh server and database; runs alternate, so the machine's load falls on both.
// Printed per run: the node's own execution time (n8n's boot excluded), the server's CPU time and
// its API requests; for the collection, the time from its last design to `completed_at` and to the
// `collection.*` event. The ratio is collection ÷ separate, taken from the medians.
//
//   npm run bench:collections [-- options]
//   --n8n=2.40.7        n8n version (1 or 2 for the lines; default 2; env DG_BENCH_N8N)
//   --count=50          designs (1–50)
//   --latency-ms=3000   the server's --generation-latency-ms
//   --rounds=3          runs of each
//   --server-args=...   more server arguments, comma-separated (e.g. --collection-concurrency,8)
//   --smoke             count 6, latency 300 ms, one round (a quick run for CI)
//   --skip-build, --keep (keep the temp folder)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureN8n, installedN8n, resolveVersion } from '../scripts/n8n/ensure-n8n.mjs';
import { importCredentials, importWorkflows, installPackage } from '../scripts/n8n/instance.mjs';
import {
	PROJECT_ROOT,
	freePort,
	installCleanup,
	killAllChildren,
	run,
	sleep,
} from '../scripts/n8n/lib.mjs';
import * as kit from './n8n-kit.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => args.includes(`--${name}`);
const smoke = flag('smoke') || process.env.BENCH_SMOKE === '1';
const VERSION = resolveVersion(option('n8n') ?? process.env.DG_BENCH_N8N ?? '2');
const COUNT = Number(option('count') ?? (smoke ? 6 : 50));
const LATENCY_MS = Number(option('latency-ms') ?? (smoke ? 300 : 3000));
const ROUNDS = Number(option('rounds') ?? (smoke ? 1 : 3));
const SERVER_ARGS = (option('server-args') ?? '').split(',').filter(Boolean);
let keep = flag('keep');

for (const [name, value, min, max] of [
	['count', COUNT, 1, 50],
	['latency-ms', LATENCY_MS, 0, 600_000],
	['rounds', ROUNDS, 1, 100],
]) {
	if (!Number.isInteger(value) || value < min || value > max) {
		console.error(`bench:collections: --${name} must be an integer from ${min} to ${max}`);
		process.exit(2);
	}
}

const say = (line = '') => console.log(line);
const s = (ms) => (ms / 1000).toFixed(2);
const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let temp;
installCleanup({ after: () => temp && !keep && rmSync(temp, { recursive: true, force: true }) });

/** Collection → Create from the input items, waiting for it to end. */
function oursCollection(credentials) {
	return {
		type: kit.NODE_TYPE,
		typeVersion: 1,
		credentials: { designGeneratorApi: { id: credentials.ours.id, name: credentials.ours.name } },
		parameters: {
			resource: 'collection',
			operation: 'create',
			source: 'items',
			name: 'bench collection',
			style: kit.STYLE,
			itemPrompt: '={{ $json.prompt }}',
			completion: 'wait',
			maxWait: 30,
		},
	};
}

async function plan(dir) {
	const runs = [];
	for (let round = 1; round <= ROUNDS; round++) {
		for (const label of round % 2 ? ['separate', 'collection'] : ['collection', 'separate']) {
			// Short: credential ids are 16 characters made from it (bench/n8n-kit.mjs).
			const tag = `${label === 'separate' ? 'gen' : 'col'}${round}`;
			const db = join(dir, `${tag}.sqlite`);
			const port = await freePort();
			const baseUrl = `http://127.0.0.1:${port}`;
			const key = await kit.createKey(db, `bench-${tag}`);
			const server = { tag, db, port, baseUrl, key };
			server.credentials = kit.credentialsFor(tag, server);
			const node =
				label === 'separate'
					? kit.oursGenerate(server.credentials)
					: oursCollection(server.credentials);
			runs.push({
				label,
				round,
				server,
				workflow: kit.benchWorkflow(tag, { items: COUNT, node }),
			});
		}
	}
	return runs;
}

async function api(server, path) {
	const res = await fetch(`${server.baseUrl}/v1${path}`, {
		headers: { authorization: `Bearer ${server.key}` },
	});
	if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
	return res.json();
}

/** For the collection: its last design's completion, `completed_at` and the event's `created_at`. */
async function completion(server, collection) {
	const designs = await kit.listAllDesigns(server.baseUrl, server.key);
	const lastDesign = Math.max(...designs.map((d) => Date.parse(d.updated_at)));
	const events = await api(server, '/events?limit=100');
	const event = events.data.find(
		(e) => e.type.startsWith('collection.') && e.data?.object?.id === collection.id,
	);
	return {
		designs: designs.length,
		toCompletedMs: Date.parse(collection.completed_at) - lastDesign,
		toEventMs: event ? Date.parse(event.created_at) - lastDesign : undefined,
		event: event?.type,
	};
}

async function runOne(r, ctx) {
	const srv = await kit.startCountingServer({
		port: r.server.port,
		db: r.server.db,
		args: ['--generation-latency-ms', String(LATENCY_MS), ...SERVER_ARGS],
		logFile: join(ctx.dir, `${r.server.tag}.log`),
	});
	srv.reset();
	try {
		const result = await kit.executeMeasured(
			ctx.info,
			ctx.userFolder,
			r.workflow.id,
			join(ctx.dir, `${r.workflow.id}.out`),
		);
		const node = kit.nodeRun(result);
		const requests = [...srv.statuses().values()].reduce((a, b) => a + b, 0);
		const figures = { ...r, ms: node.ms, serverCpuMs: srv.cpuMs(), requests };
		let extra = '';
		if (r.label === 'collection') {
			const [collection] = node.items;
			if (collection?.status !== 'succeeded')
				throw new Error(
					`the collection ended ${collection?.status}: ${JSON.stringify(collection)}`,
				);
			Object.assign(figures, await completion(r.server, collection));
			extra = `, last design → completed_at ${figures.toCompletedMs} ms, → ${figures.event} ${figures.toEventMs} ms`;
		} else {
			const done = node.items.filter((d) => d.status === 'succeeded').length;
			if (done !== COUNT) throw new Error(`${done} of ${COUNT} generates succeeded`);
			figures.designs = (await kit.listAllDesigns(r.server.baseUrl, r.server.key)).length;
		}
		if (figures.designs !== COUNT)
			throw new Error(`${figures.designs} designs on the server, expected ${COUNT}`);
		say(
			`  ${r.label} round ${r.round}: node ${s(node.ms)} s, server CPU ${s(figures.serverCpuMs)} s, ${requests} requests${extra}`,
		);
		return figures;
	} finally {
		srv.stop();
		await sleep(300);
	}
}

async function main() {
	const started = Date.now();
	say(
		`## Collection vs separate generates in n8n ${VERSION}${smoke ? ' (smoke)' : ''}: ${COUNT} designs, latency ${LATENCY_MS} ms`,
	);
	say(`command: node bench/collections-n8n.mjs ${args.join(' ')}`.trimEnd());
	if (!flag('skip-build')) {
		say('building...');
		await run('npm', ['run', 'build'], { cwd: PROJECT_ROOT, capture: true, timeoutMs: 600_000 });
	}
	temp = mkdtempSync(join(tmpdir(), 'dg-bench-collections-'));
	const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', temp], {
		cwd: PROJECT_ROOT,
		capture: true,
		timeoutMs: 120_000,
	});
	const tarball = join(temp, JSON.parse(stdout.slice(stdout.indexOf('[')))[0].filename);
	const info = installedN8n(VERSION) ?? (await ensureN8n(VERSION));
	const userFolder = join(temp, 'n8n-user');
	const runs = await plan(temp);
	await installPackage(userFolder, tarball);
	await importCredentials(
		info,
		userFolder,
		runs.flatMap((r) => kit.importableCredentials(r.server.credentials)),
	);
	await importWorkflows(
		info,
		userFolder,
		runs.map((r) => r.workflow),
	);
	const ctx = { info, userFolder, dir: temp };
	const results = [];
	for (const r of runs) results.push(await runOne(r, ctx));

	const of = (label, key) => results.filter((r) => r.label === label).map((r) => r[key]);
	const row = (what, key, unit = (v) => `${s(v)} s`) => {
		const a = median(of('collection', key));
		const b = median(of('separate', key));
		say(`| ${what} | ${unit(a)} | ${unit(b)} | ×${(a / b).toFixed(2)} |`);
	};
	say(`\n| median of ${ROUNDS} | collection | ${COUNT} separate generates | ratio |`);
	say('|---|---|---|---|');
	row('node execution time', 'ms');
	row('server CPU', 'serverCpuMs');
	row('API requests', 'requests', (v) => String(v));
	say(
		`\nlast design → completed_at: ${of('collection', 'toCompletedMs').join(', ')} ms; → event: ${of('collection', 'toEventMs').join(', ')} ms`,
	);
	say(`\nbench:collections done in ${s(Date.now() - started)} s`);
}

main().then(
	async () => {
		await killAllChildren();
		if (temp && !keep) rmSync(temp, { recursive: true, force: true });
		process.exit(0);
	},
	async (e) => {
		keep = true;
		console.error(`bench:collections: ${e.stack || e.message}`);
		if (temp) console.error(`(kept for a look: ${temp})`);
		await killAllChildren();
		process.exit(1);
	},
);
