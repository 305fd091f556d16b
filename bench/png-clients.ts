/**
 * The PNG benchmark's (bench/png.ts) processes, one role each, so that none of them delays what
 * another measures: `node dist/bench/png-clients.js <role> <JSON options>`. Each prints one JSON
 * line on stdout when done.
 * - `baseline`: renders the given SVGs in a plain loop with png-render.js's own `renderPng` (the
 *   very function, options and all, that the server's render threads run), in order, for a
 *   warm-up and then for `seconds`; prints renders a second.
 * - `storm`: `concurrency` keep-alive connections, each sending `GET /v1/designs/:id/image?format=png`
 *   for the next design of the list (none rendered before), for a warm-up and then `seconds`;
 *   prints the renders finished inside the measured window (a response that rendered says so in
 *   `Server-Timing: render`; one that did not is a cache hit, counted apart).
 * - `probe`: `GET /v1/designs/:id` (JSON) on one keep-alive connection every `everyMs` until
 *   SIGTERM; prints the latencies (ms).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { renderPng } from '../server/render/png-render';

export interface BaselineOptions {
	/** A JSON file holding the SVGs, as an array of strings. */
	svgFile: string;
	/** The first SVG to render (a round goes on where the last one stopped). */
	offset: number;
	warmUpSeconds: number;
	seconds: number;
}

export interface BaselineResult {
	renders: number;
	seconds: number;
	perSecond: number;
	/** CPU time of the measured renders (user + system), ms. */
	cpuMs: number;
	/** The SVG the next round starts at. */
	next: number;
}

export interface StormOptions {
	url: string;
	key: string;
	/** A JSON file holding the ids of designs whose PNG was never asked for. */
	idFile: string;
	/** The first design to ask for (a round goes on where the last one stopped). */
	offset: number;
	concurrency: number;
	warmUpSeconds: number;
	seconds: number;
}

export interface StormResult {
	/** Responses that rendered, finished inside the measured window. */
	renders: number;
	seconds: number;
	perSecond: number;
	/** Responses that rendered, warm-up included: every render the server did for this storm. */
	allRenders: number;
	/** 200 PNGs served without a render (cache hits; the bench means none). */
	cacheHits: number;
	/** Other answers and socket errors, over the whole storm. */
	failed: number;
	firstFailure?: string;
	/** Every request of the storm, warm-up included. */
	requests: number;
	/** The design the next round starts at. */
	next: number;
	/** Latencies of the PNG requests that rendered in the window (queueing included), ms. */
	latencies: number[];
}

export interface ProbeOptions {
	url: string;
	key: string;
	id: string;
	everyMs: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function baseline(options: BaselineOptions): BaselineResult {
	const svgs = JSON.parse(readFileSync(options.svgFile, 'utf8')) as string[];
	let next = options.offset;
	const render = () => renderPng(svgs[next++ % svgs.length]);
	const warmUpEnd = performance.now() + options.warmUpSeconds * 1000;
	while (performance.now() < warmUpEnd) render();
	// The renders counted are those of the server's designs in the same order, warm-up's after.
	let renders = 0;
	const cpu = process.cpuUsage();
	const started = performance.now();
	const end = started + options.seconds * 1000;
	while (performance.now() < end) {
		render();
		renders += 1;
	}
	const seconds = (performance.now() - started) / 1000;
	const { user, system } = process.cpuUsage(cpu);
	return { renders, seconds, perSecond: renders / seconds, cpuMs: (user + system) / 1000, next };
}

interface Answer {
	status: number;
	rendered: boolean;
	png: boolean;
	ms: number;
	error?: string;
}

function get(
	url: string,
	path: string,
	key: string,
	agent: http.Agent,
	timeoutMs: number,
): Promise<Answer> {
	const started = performance.now();
	return new Promise((resolve) => {
		const req = http.get(
			`${url}${path}`,
			{ agent, headers: { authorization: `Bearer ${key}` }, timeout: timeoutMs },
			(res) => {
				let head: Buffer | undefined;
				res.on('data', (chunk: Buffer) => (head ??= chunk));
				res.on('end', () =>
					resolve({
						status: res.statusCode ?? 0,
						rendered: /\brender;dur=/.test(String(res.headers['server-timing'] ?? '')),
						png: head !== undefined && head.subarray(0, 8).equals(PNG_SIGNATURE),
						ms: performance.now() - started,
					}),
				);
			},
		);
		req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
		req.on('error', (error) =>
			resolve({
				status: 0,
				rendered: false,
				png: false,
				ms: performance.now() - started,
				error: error.message,
			}),
		);
	});
}

async function storm(options: StormOptions): Promise<StormResult> {
	const ids = JSON.parse(readFileSync(options.idFile, 'utf8')) as string[];
	const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
	const started = performance.now();
	const windowStart = started + options.warmUpSeconds * 1000;
	const windowEnd = windowStart + options.seconds * 1000;
	let next = options.offset;
	let requests = 0;
	let renders = 0;
	let allRenders = 0;
	let cacheHits = 0;
	let failed = 0;
	let firstFailure: string | undefined;
	const latencies: number[] = [];
	const connection = async () => {
		while (performance.now() < windowEnd) {
			if (next >= ids.length) {
				throw new Error(
					`the storm ran out of designs after ${ids.length}: raise BENCH_DESIGNS (the server rendered faster than it allows)`,
				);
			}
			const id = ids[next++];
			requests += 1;
			const answer = await get(
				options.url,
				`/v1/designs/${id}/image?format=png`,
				options.key,
				agent,
				60_000,
			);
			const at = performance.now();
			if (answer.status !== 200 || !answer.png) {
				failed += 1;
				firstFailure ??= answer.error ?? `HTTP ${answer.status} for design ${id}`;
			} else if (!answer.rendered) cacheHits += 1;
			else {
				allRenders += 1;
				if (at >= windowStart && at < windowEnd) {
					renders += 1;
					latencies.push(answer.ms);
				}
			}
		}
	};
	await Promise.all(Array.from({ length: options.concurrency }, connection));
	agent.destroy();
	return {
		renders,
		seconds: options.seconds,
		perSecond: renders / options.seconds,
		allRenders,
		cacheHits,
		failed,
		firstFailure,
		requests,
		next,
		latencies,
	};
}

async function probe(options: ProbeOptions): Promise<number[]> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
	const latencies: number[] = [];
	let running = true;
	process.on('SIGTERM', () => (running = false));
	// Stops by itself after ten minutes, should the bench die without stopping it.
	const until = Date.now() + 600_000;
	while (running && Date.now() < until) {
		const answer = await get(options.url, `/v1/designs/${options.id}`, options.key, agent, 5000);
		latencies.push(answer.status === 200 ? answer.ms : Infinity);
		await sleep(options.everyMs);
	}
	agent.destroy();
	return latencies;
}

async function main(): Promise<void> {
	const [role, json] = process.argv.slice(2);
	const options = JSON.parse(json ?? '{}') as never;
	const result =
		role === 'baseline'
			? baseline(options)
			: role === 'storm'
				? await storm(options)
				: role === 'probe'
					? await probe(options)
					: undefined;
	if (result === undefined) throw new Error(`unknown role '${role}': baseline, storm or probe`);
	process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (require.main === module) {
	main().catch((error: unknown) => {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	});
}
