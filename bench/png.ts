/**
 * PNG benchmark: first-time PNG renders a second served by the server, as a ratio of
 * resvg rendering the same SVGs in a plain loop in one process, measured in the same run; and the
 * event loop's freedom meanwhile: the latency of `GET /v1/designs/:id` (JSON) asked every 10 ms on
 * a connection of its own during the storm, beside the same when the server is idle.
 *
 * The server (dist/server/cli.js serve, fresh SQLite file, rate limits lifted) first gets enough
 * designs for every storm, created before anything is measured; their SVGs are fetched over the
 * API. Then, each in a process of its own (bench/png-clients.ts): the baseline loop renders those
 * SVGs in order with png-render.js's own `renderPng`; the storm asks for their PNGs in the same
 * order over `BENCH_CONCURRENCY` keep-alive connections, every request a design never rendered;
 * the probe times the JSON GETs. Baseline and storm alternate in rounds, so that load from outside
 * the bench (these machines are shared) falls on both sides alike. Also printed: CPU time a render
 * on both sides (the machine's other load moves it far less than renders a second) and the
 * server's RSS before, at its peak during and after the storms. Prints; asserts nothing.
 *
 *   npm run bench:png      BENCH_SECONDS=10 measured on each side, in BENCH_ROUNDS=10 rounds;
 *                          BENCH_CONCURRENCY=12; BENCH_SMOKE=1: 1 s in one round, for CI;
 *                          BENCH_RENDER_THREADS=1,2: one server per count (`--render-threads`),
 *                          all measured in the same rounds (default: one, with its default);
 *                          BENCH_CPU_PROF=<dir>: the servers write CPU profiles there when they
 *                          stop, one for the event loop and one a render thread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import {
	STYLE_IDS,
	cleanup,
	cpuMs,
	createKey,
	generate,
	keepAlive,
	percentile,
	pool,
	request,
	rssMiB,
	sampleRss,
	sleep,
	startServer,
	tempDir,
	type Server,
} from '../test/attack/harness';
import type {
	BaselineOptions,
	BaselineResult,
	ProbeOptions,
	StormOptions,
	StormResult,
} from './png-clients';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 10));
/** Before each round on each side; a server's first storm also starts its render threads. */
const WARM_UP_SECONDS = 0.3;
const FIRST_WARM_UP_SECONDS = 1;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 12);
const THREADS = (process.env.BENCH_RENDER_THREADS ?? 'default').split(',');
const PROBE_EVERY_MS = 10;
const IDLE_PROBE_SECONDS = SMOKE ? 0.5 : 2;
/**
 * Designs for the storms: room for 60 renders a second a core, up to 4 (one core renders about
 * 45 here), plus one in flight per connection, warm-ups included; a storm says so if it runs out.
 */
const MAX_RENDERS_A_SECOND = 60 * Math.min(4, availableParallelism());
const DESIGNS = Number(
	process.env.BENCH_DESIGNS ??
		THREADS.length *
			(Math.ceil(
				MAX_RENDERS_A_SECOND * (SECONDS + FIRST_WARM_UP_SECONDS + ROUNDS * WARM_UP_SECONDS),
			) +
				ROUNDS * CONCURRENCY),
);
const RATIO_TARGET = 0.8;
const GET_P99_TARGET_MS = 20;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;

type Role = 'baseline' | 'storm' | 'probe';

/** A client process (png-clients.js) with its options; `result` is its JSON line. */
function client<T>(
	role: Role,
	options: BaselineOptions | StormOptions | ProbeOptions,
): { child: ChildProcess; result: Promise<T> } {
	const child = spawn(
		process.execPath,
		[join(__dirname, 'png-clients.js'), role, JSON.stringify(options)],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	let out = '';
	child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
	const result = new Promise<T>((resolve, reject) =>
		child.once('exit', (code, signal) =>
			code === 0
				? resolve(JSON.parse(out) as T)
				: reject(new Error(`png-clients ${role} exited ${code ?? signal}`)),
		),
	);
	return { child, result };
}

/**
 * JSON GET latencies over `run`, from the probe process, and the server's CPU time meanwhile
 * less `idleCpuPerMs` (what the probe's GETs and the server's timers cost it a millisecond).
 */
async function probed<T>(
	server: Server,
	probe: ProbeOptions,
	idleCpuPerMs: number,
	run: () => Promise<T>,
): Promise<{ result: T; latencies: number[]; cpuMs: number; ms: number }> {
	const cpu = cpuMs(server.pid);
	const started = performance.now();
	const child = client<(number | null)[]>('probe', probe);
	try {
		await sleep(200);
		const result = await run();
		child.child.kill('SIGTERM');
		// A failed GET is printed as null (JSON has no Infinity): the worst latency there is.
		const latencies = (await child.result).map((ms) => ms ?? Infinity);
		const ms = performance.now() - started;
		return { result, latencies, cpuMs: cpuMs(server.pid) - cpu - idleCpuPerMs * ms, ms };
	} catch (error) {
		child.child.kill('SIGTERM');
		throw error;
	}
}

/** One server under test and what its storms measured. */
interface Variant {
	label: string;
	server: Server;
	probe: ProbeOptions;
	idleCpuPerMs: number;
	idleLatencies: number[];
	renders: number;
	allRenders: number;
	cpuMs: number;
	cacheHits: number;
	failed: number;
	firstFailure?: string;
	requests: number;
	pngLatencies: number[];
	getLatencies: number[];
	rounds: number[];
	rssBefore: number;
	rssPeak: number;
	rssAfter: number;
}

async function startVariant(db: string, key: string, threads: string): Promise<Variant> {
	const server = await startServer({
		db,
		args: threads === 'default' ? [] : ['--render-threads', threads],
		nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : [],
	});
	return {
		label:
			threads === 'default'
				? 'server (default threads)'
				: `server, ${threads} thread${threads === '1' ? '' : 's'}`,
		server,
		probe: { url: server.url, key, id: '', everyMs: PROBE_EVERY_MS },
		idleCpuPerMs: 0,
		idleLatencies: [],
		renders: 0,
		allRenders: 0,
		cpuMs: 0,
		cacheHits: 0,
		failed: 0,
		requests: 0,
		pngLatencies: [],
		getLatencies: [],
		rounds: [],
		rssBefore: 0,
		rssPeak: 0,
		rssAfter: 0,
	};
}

/** Creates the designs through the first server; returns their ids and SVGs, in order. */
async function createDesigns(
	server: Server,
	key: string,
): Promise<{ ids: string[]; svgs: string[] }> {
	const agent = keepAlive(8);
	const designs = await pool(
		Array.from({ length: DESIGNS }, (_, i) => i),
		8,
		(i) =>
			generate(
				server.url,
				key,
				{
					prompt: `bench ${i} striped wool coat with pockets`,
					style: STYLE_IDS[i % STYLE_IDS.length],
				},
				agent,
			),
	);
	const ids = designs.map((d) => d.id);
	const svgs = await pool(ids, 8, async (id) => {
		const reply = await request(server.url, { path: `/v1/designs/${id}/image`, key, agent });
		if (reply.status !== 200) throw new Error(`SVG of ${id} answered ${reply.status}`);
		return reply.text;
	});
	agent.destroy();
	return { ids, svgs };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'failed');
const p50p99 = (values: number[]) =>
	`${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;

async function main(): Promise<void> {
	const dir = tempDir('bench-png');
	const db = join(dir, 'bench.sqlite');
	const key = await createKey(db);
	const variants: Variant[] = [];
	for (const threads of THREADS) variants.push(await startVariant(db, key, threads));
	console.log(
		`PNG benchmark: ${SECONDS} s a side in ${ROUNDS} rounds (${WARM_UP_SECONDS} s of warm-up each), ` +
			`${CONCURRENCY} connections, ${DESIGNS} designs, node ${process.version}, ` +
			`${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'})`,
	);
	const started = performance.now();
	const { ids, svgs } = await createDesigns(variants[0].server, key);
	console.log(
		`setup: designs created and their SVGs fetched in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	);
	const svgFile = join(dir, 'svgs.json');
	const idFile = join(dir, 'ids.json');
	writeFileSync(svgFile, JSON.stringify(svgs));
	writeFileSync(idFile, JSON.stringify(ids));

	for (const v of variants) {
		// The probe asks for the last design, which no storm reaches: JSON, never its image.
		v.probe.id = ids.at(-1)!;
		const idle = await probed(v.server, v.probe, 0, () => sleep(IDLE_PROBE_SECONDS * 1000));
		v.idleLatencies = idle.latencies;
		v.idleCpuPerMs = idle.cpuMs / idle.ms;
		v.rssBefore = rssMiB(v.server.pid);
	}

	const seconds = SECONDS / ROUNDS;
	const base = { renders: 0, seconds: 0, cpuMs: 0, next: 0 };
	let nextDesign = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const b = await client<BaselineResult>('baseline', {
			svgFile,
			offset: base.next,
			warmUpSeconds: WARM_UP_SECONDS,
			seconds,
		}).result;
		base.renders += b.renders;
		base.seconds += b.seconds;
		base.cpuMs += b.cpuMs;
		base.next = b.next;
		for (const v of variants) {
			const rss = sampleRss(v.server.pid, 50);
			const storm = await probed(
				v.server,
				v.probe,
				v.idleCpuPerMs,
				() =>
					client<StormResult>('storm', {
						url: v.server.url,
						key,
						idFile,
						offset: nextDesign,
						concurrency: CONCURRENCY,
						warmUpSeconds: round === 0 ? FIRST_WARM_UP_SECONDS : WARM_UP_SECONDS,
						seconds,
					}).result,
			);
			v.rssPeak = Math.max(v.rssPeak, ...rss.stop());
			const s = storm.result;
			nextDesign = s.next;
			v.cpuMs += storm.cpuMs;
			v.renders += s.renders;
			v.allRenders += s.allRenders;
			v.cacheHits += s.cacheHits;
			v.failed += s.failed;
			v.requests += s.requests;
			v.firstFailure ??= s.firstFailure;
			v.pngLatencies.push(...s.latencies);
			v.getLatencies.push(...storm.latencies);
			v.rounds.push(s.perSecond / b.perSecond);
		}
	}
	for (const v of variants) v.rssAfter = rssMiB(v.server.pid);
	await Promise.all(variants.map((v) => v.server.stop()));

	const baselineRate = base.renders / base.seconds;
	console.log(
		`\nbaseline: resvg in a plain loop, one process: ${baselineRate.toFixed(1)} renders/s ` +
			`(${base.renders} in ${base.seconds.toFixed(1)} s), ${(base.cpuMs / base.renders).toFixed(1)} CPU ms a render`,
	);
	console.log(
		`\n| case | renders/s | ratio to baseline (target ≥ ${RATIO_TARGET}) | rounds' ratios | CPU ms a render | ` +
			`PNG latency p50 / p99 ms | GET /v1/designs/:id during the storm p50 / p99 ms (target p99 < ${GET_P99_TARGET_MS}) | ` +
			`same GET idle p50 / p99 ms | RSS before / peak / after MiB | requests / cache hits / failed |`,
	);
	console.log('|---|---|---|---|---|---|---|---|---|---|');
	for (const v of variants) {
		const rate = v.renders / SECONDS;
		const cells = [
			v.label,
			rate.toFixed(1),
			(rate / baselineRate).toFixed(2),
			v.rounds.map((r) => r.toFixed(2)).join(' '),
			// All its threads, less what the probe's GETs cost it.
			(v.cpuMs / v.allRenders).toFixed(1),
			p50p99(v.pngLatencies),
			`${p50p99(v.getLatencies)} (${v.getLatencies.length} GETs)`,
			p50p99(v.idleLatencies),
			`${v.rssBefore.toFixed(0)} / ${v.rssPeak.toFixed(0)} / ${v.rssAfter.toFixed(0)}`,
			`${v.requests} / ${v.cacheHits} / ${v.failed}${v.firstFailure ? ` (first: ${v.firstFailure})` : ''}`,
		];
		console.log(`| ${cells.join(' | ')} |`);
	}
}

main()
	.catch((error: unknown) => {
		console.error(error);
		process.exitCode = 1;
	})
	.finally(cleanup);
