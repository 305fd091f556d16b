#!/usr/bin/env node
// The node in real n8n beside n8n's own HTTP Request node, same workflow shape, against
// the reference server holding every API response `--response-delay-ms` (50) to stand in for a
// remote service. Each run is one `n8n execute` of a workflow Manual Trigger → Set (the items'
// JSON) → Split Out → the node under test, with "On Error: Continue" (onError
// `continueRegularOutput`) on the node so failed items are counted, not the end of the run. Times
// are the node's own `executionTime` from the run data (n8n's boot excluded); the process's wall
// time is printed beside. Every run gets a fresh server and database (keys made before it
// starts); the server runs with `--log` and its responses are counted by status from that log.
//
//   1. 500 items, no effective rate limit: Generate (our defaults) vs HTTP Request (its defaults).
//   2. 500 items, generate limit 300 a minute, fresh key: successes, failures, 429s, duplicates,
//      and wall time against the minimum the limit allows (the first 300 in the current 60 s
//      window, the rest once the next opens: until that window + the unconstrained time of the
//      rest, taken from case 1's HTTP Request run).
//   3. Get Many with Return All over 10 000 designs (loaded into the database before the server
//      starts) vs HTTP Request's own pagination: time and the n8n process's peak RSS.
//   4. Sweep of our Generate's Parallel Requests (case 1's setting).
//
//   npm run bench:n8n [-- options]
//   --n8n=1.123.81      n8n version (1 or 2 for the lines; default 1.123.81; env DG_BENCH_N8N)
//   --smoke             20 items, 200 designs, limit 12, sweep 1,4 (a quick run for CI)
//   --items=N --designs=N --limit=N --delay-ms=N
//   --parallel=N        set our node's Parallel Requests in cases 1-3 (default: the node's default;
//                       env DG_BENCH_PARALLEL)
//   --sweep=1,4,8,16    the sweep's values (env DG_BENCH_SWEEP; empty: no sweep)
//   --cases=1,2,3,sweep which cases to run
//   --rounds=N          run case 1 N times, our node and HTTP Request alternately (default 1)
//   --cpu-prof[=DIR]    profile the n8n process of every run (node --cpu-prof; the files are kept in
//                       DIR, default a new temp folder) and print where the CPU went while the node
//                       under test ran (bench/cpu-profile.mjs). Profiling slows n8n: its times are
//                       for comparing profiles, not for the ratios.
//   --skip-build, --keep (keep the temp folder)
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureN8n, installedN8n, resolveVersion } from '../scripts/n8n/ensure-n8n.mjs';
import { importCredentials, importWorkflows, installPackage } from '../scripts/n8n/instance.mjs';
import {
	CACHE_ROOT,
	PROJECT_ROOT,
	freePort,
	installCleanup,
	killAllChildren,
	run,
	sleep,
} from '../scripts/n8n/lib.mjs';
import { formatSummary, monotonicUs, summarise } from './cpu-profile.mjs';
import * as kit from './n8n-kit.mjs';
import { report } from './n8n-report.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => args.includes(`--${name}`);
const list = (text) =>
	text
		.split(',')
		.map((v) => v.trim())
		.filter(Boolean);
const smoke = flag('smoke') || process.env.BENCH_SMOKE === '1';
const VERSION = resolveVersion(option('n8n') ?? process.env.DG_BENCH_N8N ?? '1');
const ITEMS = Number(option('items') ?? (smoke ? 20 : 500));
const DESIGNS = Number(option('designs') ?? (smoke ? 200 : 10_000));
const LIMIT = Number(option('limit') ?? (smoke ? 12 : 300));
const DELAY_MS = Number(option('delay-ms') ?? 50);
const PARALLEL_TEXT = option('parallel') ?? process.env.DG_BENCH_PARALLEL;
const PARALLEL = PARALLEL_TEXT ? Number(PARALLEL_TEXT) : undefined;
const SWEEP = list(option('sweep') ?? process.env.DG_BENCH_SWEEP ?? (smoke ? '1,4' : '1,4,8,16'))
	.map(Number)
	.filter((n) => n >= 1);
const CASES = new Set(list(option('cases') ?? '1,2,3,sweep'));
const ROUNDS = Number(option('rounds') ?? 1);
const CPU_PROF =
	option('cpu-prof') ??
	(flag('cpu-prof') ? join(tmpdir(), `dg-bench-cpu-${Date.now()}`) : undefined);
/** Case 2 starts its node with at least this much of the window left (else waits for the next). */
const WINDOW_LEFT_MS = smoke ? 10_000 : 35_000;

for (const [name, value, min] of [
	['items', ITEMS, 1],
	['designs', DESIGNS, 1],
	['limit', LIMIT, 1],
	['delay-ms', DELAY_MS, 0],
	['rounds', ROUNDS, 1],
	...(PARALLEL === undefined ? [] : [['parallel', PARALLEL, 1]]),
]) {
	if (!Number.isInteger(value) || value < min) {
		console.error(
			`bench:n8n: --${name} must be a whole number of at least ${min}, got '${option(name) ?? value}'`,
		);
		process.exit(2);
	}
}

const say = (line = '') => console.log(line);
const s = (ms) => (ms / 1000).toFixed(2);
const mb = (kb) => (kb / 1024).toFixed(0);
let keep = flag('keep');
let temp;
installCleanup({ after: () => temp && !keep && rmSync(temp, { recursive: true, force: true }) });

/** Our node's Parallel Requests option as the built node describes it (default and bounds). */
function parallelOption() {
	const require = createRequire(import.meta.url);
	const { DesignGenerator } = require(
		join(PROJECT_ROOT, 'dist/nodes/DesignGenerator/DesignGenerator.node.js'),
	);
	const options = new DesignGenerator().description.properties.find(
		(p) => p.name === 'requestOptions',
	)?.options;
	return options?.find((o) => o.name === 'parallel');
}

/** The servers, keys, credentials and workflows of the whole run, made before n8n is touched. */
async function plan(dir) {
	const servers = new Map();
	const server = async (tag, serverArgs, seed) => {
		const db = join(dir, `${tag}.sqlite`);
		const port = await freePort();
		const baseUrl = `http://127.0.0.1:${port}`;
		const key = seed ? await seed(db) : await kit.createKey(db, `bench-${tag}`);
		const entry = { tag, db, port, baseUrl, key, args: serverArgs };
		entry.credentials = kit.credentialsFor(tag, entry);
		servers.set(tag, entry);
		return entry;
	};
	const delay = ['--response-delay-ms', String(DELAY_MS)];
	const open = ['--rate-limit-generate', '1000000', ...delay];
	const limited = ['--rate-limit-generate', String(LIMIT), ...delay];
	const runs = [];
	const add = (caseId, label, srv, node, items = ITEMS, round = 1) =>
		runs.push({
			caseId,
			label,
			round,
			server: srv,
			workflow: kit.benchWorkflow(`${caseId}${label}${round > 1 ? round : ''}`.replace(/\W/g, ''), {
				items,
				node,
			}),
		});
	// Rounds alternate the two nodes, so a change in the machine's load falls on both.
	for (let round = 1; CASES.has('1') && round <= ROUNDS; round++) {
		const tag = round > 1 ? `${round}` : '';
		const a = await server(`c1ours${tag}`, open);
		const b = await server(`c1http${tag}`, open);
		add('1', 'ours', a, kit.oursGenerate(a.credentials, PARALLEL), ITEMS, round);
		add('1', 'http', b, kit.httpGenerate(b.credentials, b.baseUrl), ITEMS, round);
	}
	if (CASES.has('2')) {
		const a = await server('c2ours', limited);
		const b = await server('c2http', limited);
		add('2', 'ours', a, kit.oursGenerate(a.credentials, PARALLEL));
		add('2', 'http', b, kit.httpGenerate(b.credentials, b.baseUrl));
	}
	if (CASES.has('3')) {
		const require = createRequire(import.meta.url);
		const { seedDesigns } = require(join(PROJECT_ROOT, 'dist/bench/n8n-seed.js'));
		const started = Date.now();
		const c = await server('c3', delay, (db) => seedDesigns(db, 'bench-c3', DESIGNS));
		say(`loaded ${DESIGNS} designs into the case 3 database in ${s(Date.now() - started)} s`);
		add('3', 'empty', c, undefined, 0);
		add('3', 'ours', c, kit.oursGetAll(c.credentials, PARALLEL), 0);
		add('3', 'http', c, kit.httpGetAll(c.credentials, c.baseUrl), 0);
	}
	if (CASES.has('sweep') && SWEEP.length) {
		const srv = await server('sweep', open);
		for (const p of SWEEP) add('sweep', `p${p}`, srv, kit.oursGenerate(srv.credentials, p));
	}
	return { servers, runs };
}

/**
 * Case 2: when the node would start with less than WINDOW_LEFT_MS of its 60 s window left
 * (`bootMs`: n8n's boot as last seen), launches it just after the next window opens instead.
 */
async function alignToWindow(bootMs) {
	const left = 60_000 - ((Date.now() + bootMs) % 60_000);
	if (left >= WINDOW_LEFT_MS) return;
	const wait = 60_000 - (Date.now() % 60_000) + 300;
	say(`  (waiting ${s(wait)} s for the next rate-limit window, so the node starts early in one)`);
	await sleep(wait);
}

async function runOne(r, ctx) {
	let srv;
	if (r.server) {
		srv = await kit.startCountingServer({
			port: r.server.port,
			db: r.server.db,
			args: r.server.args,
			logFile: join(ctx.dir, `${r.server.tag}.log`),
		});
		srv.reset();
	}
	try {
		if (r.caseId === '2') await alignToWindow(ctx.bootMs);
		const profileDir = CPU_PROF && join(CPU_PROF, `${r.workflow.name.replace(/\W+/g, '-')}`);
		if (profileDir) mkdirSync(profileDir, { recursive: true });
		const result = await kit.executeMeasured(
			ctx.info,
			ctx.userFolder,
			r.workflow.id,
			join(ctx.dir, `${r.workflow.id}.out`),
			{ nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
		);
		const node = r.workflow.nodes.some((n) => n.name === kit.UNDER_TEST)
			? kit.nodeRun(result)
			: undefined;
		if (node) ctx.bootMs = node.bootMs;
		if (profileDir && node) profileReport(r, profileDir, node);
		const figures = {
			...r,
			result,
			node,
			statuses: srv?.statuses() ?? new Map(),
			serverCpuMs: srv?.cpuMs(),
		};
		if (r.caseId === '2') {
			const designs = await kit.listAllDesigns(r.server.baseUrl, r.server.key);
			figures.designs = designs.length;
			figures.duplicatePrompts = kit.duplicatePrompts(designs);
		}
		const took = node
			? `node ${s(node.ms)} s (n8n CPU ${s(node.cpuMs)} s, server CPU ${s(figures.serverCpuMs)} s), `
			: '';
		say(
			`  case ${r.caseId} ${r.label}: ${took}process ${s(result.wallMs)} s, peak RSS ${mb(result.peakKb)} MB`,
		);
		return figures;
	} finally {
		if (srv) {
			srv.stop();
			await sleep(300);
		}
	}
}

/** Where the n8n process's CPU went while the node under test ran, printed and kept beside the profile. */
function profileReport(r, dir, node) {
	const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
	if (!file) return say(`  (no CPU profile was written in ${dir})`);
	const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
	const window = {
		fromUs: monotonicUs(node.startTime),
		toUs: monotonicUs(node.startTime + node.ms),
	};
	const summary = summarise(profile, window);
	writeFileSync(join(dir, 'summary.txt'), `${formatSummary(summary, 80)}\n`);
	writeFileSync(join(dir, 'window.json'), JSON.stringify(window));
	const text = formatSummary(summary, 20);
	say(`  CPU profile of case ${r.caseId} ${r.label} round ${r.round} (${join(dir, file)}):`);
	say(text.replace(/^/gm, '    '));
}

async function main() {
	const started = Date.now();
	say(
		`## n8n benchmark: Design Generator vs HTTP Request in n8n ${VERSION}${smoke ? ' (smoke)' : ''}`,
	);
	say(`command: node bench/n8n.mjs ${args.join(' ')}`.trimEnd());
	if (!flag('skip-build')) {
		say('building...');
		await run('npm', ['run', 'build'], {
			cwd: PROJECT_ROOT,
			capture: true,
			timeoutMs: 10 * 60_000,
		});
	}
	temp = mkdtempSync(join(tmpdir(), 'dg-bench-n8n-'));
	const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', temp], {
		cwd: PROJECT_ROOT,
		capture: true,
		timeoutMs: 120_000,
	});
	const tarball = join(temp, JSON.parse(stdout.slice(stdout.indexOf('[')))[0].filename);
	let info = installedN8n(VERSION);
	if (!info) {
		say(
			`n8n ${VERSION} is not in the cache (${CACHE_ROOT}): installing it (about 5 minutes, 2-3 GB)...`,
		);
		info = await ensureN8n(VERSION);
	}
	const described = parallelOption();
	const defaults = { parallel: described?.default ?? 'unknown' };
	say(
		`items ${ITEMS}, designs ${DESIGNS}, generate limit in case 2 ${LIMIT}/min, response delay ${DELAY_MS} ms; our Parallel Requests: ${PARALLEL ?? `node default (${defaults.parallel})`}`,
	);
	const max = described?.typeOptions?.maxValue;
	if (!described) say("note: the built node has no 'parallel' request option; it is set anyway");
	else if ([PARALLEL ?? 0, ...SWEEP].some((p) => p > max))
		say(`note: the node offers Parallel Requests up to ${max}; larger values are sent as asked`);
	const userFolder = join(temp, 'n8n-user');
	const { servers, runs } = await plan(temp);
	await installPackage(userFolder, tarball);
	const credentials = [...servers.values()].flatMap((srv) =>
		kit.importableCredentials(srv.credentials),
	);
	await importCredentials(info, userFolder, credentials);
	await importWorkflows(
		info,
		userFolder,
		runs.map((r) => r.workflow),
	);
	say(`set up in ${s(Date.now() - started)} s; running ${runs.length} workflows`);

	const ctx = { info, userFolder, dir: temp, bootMs: 10_000 };
	const results = [];
	for (const r of runs) results.push(await runOne(r, ctx));
	report(results, {
		items: ITEMS,
		designs: DESIGNS,
		limit: LIMIT,
		delayMs: DELAY_MS,
		parallel: PARALLEL,
		defaultParallel: defaults.parallel,
	});
	if (CPU_PROF) say(`\nCPU profiles and their summaries: ${CPU_PROF}`);
	say(
		`\nn8n benchmark done in ${s(Date.now() - started)} s (other work on this machine shifts absolute times; compare ratios)`,
	);
}

main().then(
	async () => {
		await killAllChildren();
		if (temp && !keep) rmSync(temp, { recursive: true, force: true });
		process.exit(0);
	},
	async (e) => {
		keep = true;
		console.error(`bench:n8n: ${e.stack || e.message}`);
		if (temp) console.error(`(kept for a look: ${temp})`);
		await killAllChildren();
		process.exit(1);
	},
);
