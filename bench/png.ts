/**
 * PNG benchmark (issue 13): first-time PNG renders a second served by the server, as a ratio of
 * resvg rendering the same SVGs in a plain loop in one process, measured in the same run; and the
 * event loop's freedom meanwhile: the latency of `GET /v1/designs/:id` (JSON) asked every 10 ms on
 * a connection of its own during the storm, beside the same when the server is idle.
 *
 * The server (dist/server/cli.js serve, fresh SQLite file, rate limits lifted) first gets enough
 * designs for the whole storm, created before anything is measured; their SVGs are fetched over
 * the API. Then, each in a process of its own (bench/png-clients.ts): the baseline loop renders
 * those SVGs in order with png-render.js's own `renderPng`; the storm asks for their PNGs in the
 * same order over `BENCH_CONCURRENCY` keep-alive connections, every request a design never
 * rendered; the probe times the JSON GETs. The server's RSS is printed before, at its peak during
 * and after the storm. Prints; asserts nothing.
 *
 *   npm run bench:png      (BENCH_SECONDS=5 after 1 s of warm-up, BENCH_CONCURRENCY=12;
 *                           BENCH_SMOKE=1: 1 s, for CI;
 *                           BENCH_CPU_PROF=<dir>: the server writes CPU profiles there, one for
 *                           the event loop and one a render thread, when it stops)
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
} from '../test/attack/harness';
import {
	type BaselineOptions,
	type BaselineResult,
	type ProbeOptions,
	type StormOptions,
	type StormResult,
} from './png-clients';

const SMOKE = process.env.BENCH_SMOKE === '1';
/** Measured seconds on each side, in `ROUNDS` alternating rounds (baseline, then server). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 5));
/** Before each round; the server's first also starts its render threads. */
const WARM_UP_SECONDS = 0.5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 12);
const PROBE_EVERY_MS = 10;
const IDLE_PROBE_SECONDS = SMOKE ? 0.5 : 2;
/**
 * Designs for the storm: room for 150 renders a second (three times what one core renders here)
 * plus one in flight per connection, warm-ups included; the storm says so if it runs out.
 */
const DESIGNS = Number(
	process.env.BENCH_DESIGNS ??
		Math.ceil(150 * (SECONDS + ROUNDS * WARM_UP_SECONDS)) + ROUNDS * CONCURRENCY,
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

/** JSON GET latencies over `run`, from the probe process. */
async function probed<T>(
	options: ProbeOptions,
	run: () => Promise<T>,
): Promise<{ result: T; latencies: number[] }> {
	const probe = client<(number | null)[]>('probe', options);
	await sleep(200);
	try {
		const result = await run();
		probe.child.kill('SIGTERM');
		// A failed GET is printed as null (JSON has no Infinity): the worst latency there is.
		const latencies = (await probe.result).map((ms) => ms ?? Infinity);
		return { result, latencies };
	} catch (error) {
		probe.child.kill('SIGTERM');
		throw error;
	}
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'failed');

async function main(): Promise<void> {
	const dir = tempDir('bench-png');
	const db = join(dir, 'bench.sqlite');
	const key = await createKey(db);
	const server = await startServer({
		db,
		nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : [],
	});
	console.log(
		`PNG benchmark: ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, ${CONCURRENCY} connections, ` +
			`${DESIGNS} designs, node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'})`,
	);

	const agent = keepAlive(8);
	const started = performance.now();
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
	console.log(
		`setup: ${DESIGNS} designs created and their SVGs fetched in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	);
	const svgFile = join(dir, 'svgs.json');
	const idFile = join(dir, 'ids.json');
	writeFileSync(svgFile, JSON.stringify(svgs));
	writeFileSync(idFile, JSON.stringify(ids));

	// The probe asks for a design the storm renders last, if at all: JSON, never its image.
	const probe: ProbeOptions = { url: server.url, key, id: ids.at(-1)!, everyMs: PROBE_EVERY_MS };
	let cpu = cpuMs(server.pid);
	let wall = performance.now();
	const idle = await probed(probe, () => sleep(IDLE_PROBE_SECONDS * 1000));
	// The server's CPU for the probe's GETs (and its timers), a millisecond: left out of the storm's.
	const idleCpuPerMs = (cpuMs(server.pid) - cpu) / (performance.now() - wall);

	// Rounds alternate, so that load from outside the bench falls on both sides alike.
	const seconds = SECONDS / ROUNDS;
	const base = { renders: 0, seconds: 0, cpuMs: 0, next: 0 };
	const served = {
		renders: 0,
		allRenders: 0,
		cpuMs: 0,
		cacheHits: 0,
		failed: 0,
		requests: 0,
		next: 0,
	};
	let firstFailure: string | undefined;
	const pngLatencies: number[] = [];
	const getLatencies: number[] = [];
	const rounds: string[] = [];
	await sleep(300);
	const rssBefore = rssMiB(server.pid);
	const rss = sampleRss(server.pid, 50);
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
		cpu = cpuMs(server.pid);
		wall = performance.now();
		const storm = await probed(
			probe,
			() =>
				client<StormResult>('storm', {
					url: server.url,
					key,
					idFile,
					offset: served.next,
					concurrency: CONCURRENCY,
					// The first round also starts the render threads.
					warmUpSeconds: round === 0 ? 2 * WARM_UP_SECONDS : WARM_UP_SECONDS,
					seconds,
				}).result,
		);
		const s = storm.result;
		served.cpuMs += cpuMs(server.pid) - cpu - idleCpuPerMs * (performance.now() - wall);
		served.allRenders += s.allRenders;
		served.renders += s.renders;
		served.cacheHits += s.cacheHits;
		served.failed += s.failed;
		served.requests += s.requests;
		served.next = s.next;
		firstFailure ??= s.firstFailure;
		pngLatencies.push(...s.latencies);
		getLatencies.push(...storm.latencies);
		rounds.push((s.perSecond / b.perSecond).toFixed(2));
	}
	const rssPeak = Math.max(...rss.stop());
	const rssAfter = rssMiB(server.pid);
	await server.stop();

	const baselineRate = base.renders / base.seconds;
	const serverRate = served.renders / SECONDS;
	const ratio = serverRate / baselineRate;
	console.log('\n| figure | value | target |\n|---|---|---|');
	const row = (figure: string, value: string, target = '') =>
		console.log(`| ${figure} | ${value} | ${target} |`);
	row(
		'baseline: resvg in a plain loop, one process (renders/s)',
		`${baselineRate.toFixed(1)} (${base.renders} in ${base.seconds.toFixed(1)} s)`,
	);
	row(
		`server: first-time PNGs, ${CONCURRENCY} connections (renders/s)`,
		`${serverRate.toFixed(1)} (${served.renders} in ${SECONDS} s; latency p50 ${ms(percentile(pngLatencies, 50))} ms, p99 ${ms(percentile(pngLatencies, 99))} ms)`,
	);
	row(
		"CPU ms a render: baseline / server (all its threads, less the probe's GETs)",
		`${(base.cpuMs / base.renders).toFixed(1)} / ${(served.cpuMs / served.allRenders).toFixed(1)}`,
	);
	row(
		'ratio server / baseline',
		`${ratio.toFixed(2)} (rounds: ${rounds.join(', ')})`,
		`≥ ${RATIO_TARGET}`,
	);
	row(
		'GET /v1/designs/:id during the storm, p50 / p99 ms',
		`${ms(percentile(getLatencies, 50))} / ${ms(percentile(getLatencies, 99))} (${getLatencies.length} GETs)`,
		`p99 < ${GET_P99_TARGET_MS}`,
	);
	row(
		'GET /v1/designs/:id idle, p50 / p99 ms',
		`${ms(percentile(idle.latencies, 50))} / ${ms(percentile(idle.latencies, 99))} (${idle.latencies.length} GETs)`,
	);
	row(
		'server RSS before / peak / after the storm, MiB',
		`${rssBefore.toFixed(0)} / ${rssPeak.toFixed(0)} / ${rssAfter.toFixed(0)}`,
	);
	row(
		'storm: requests, cache hits, failed',
		`${served.requests}, ${served.cacheHits}, ${served.failed}${firstFailure ? ` (first: ${firstFailure})` : ''}`,
		'0 cache hits, 0 failed',
	);
}

main()
	.catch((error: unknown) => {
		console.error(error);
		process.exitCode = 1;
	})
	.finally(cleanup);
