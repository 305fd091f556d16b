// What a V8 CPU profile (`node --cpu-prof`) says about one stretch of a process's life: self time
// by function and by package, and inclusive time by function (what a call costs with everything it
// calls), so two nodes' runs in n8n can be compared item for item (bench/n8n.mjs --cpu-prof).
//
//   node bench/cpu-profile.mjs <file.cpuprofile> [--from-us=N --to-us=N] [--top=25]
//
// Profile timestamps are microseconds of the monotonic clock (process.hrtime), so a window known in
// epoch milliseconds is found with `monotonicUs`.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The monotonic-clock microsecond (a profile's time base) of an epoch millisecond. */
export function monotonicUs(epochMs) {
	const offsetUs = Number(process.hrtime.bigint() / 1000n) - Date.now() * 1000;
	return epochMs * 1000 + offsetUs;
}

/** `…/node_modules/@n8n/foo/dist/x.js` → `@n8n/foo`; our own package's files by their dist path. */
export function sourceOf(url) {
	if (!url) return '(native)';
	const path = url.replace(/^file:\/\//, '');
	const ours = /n8n-nodes-design-generator\/dist\/(.*)$/.exec(path);
	if (ours) return `ours: ${ours[1]}`;
	const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
	if (pkg) return pkg[1];
	if (path.startsWith('node:')) return 'node (built-in)';
	return basename(path);
}

/**
 * Self and inclusive milliseconds for the samples between `fromUs` and `toUs` (all when omitted).
 * Idle, GC and program time are kept apart from JavaScript.
 */
export function summarise(profile, { fromUs = -Infinity, toUs = Infinity } = {}) {
	const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map();
	for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
	const self = new Map();
	const bySource = new Map();
	const inclusive = new Map();
	let total = 0;
	let t = profile.startTime;
	const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
	for (let i = 0; i < profile.samples.length; i++) {
		t += profile.timeDeltas[i];
		if (t < fromUs || t > toUs) continue;
		const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
		total += ms;
		const node = nodes.get(profile.samples[i]);
		const frame = node.callFrame;
		add(self, label(frame), ms);
		add(bySource, frame.url ? sourceOf(frame.url) : frame.functionName, ms);
		// Each function once per sample, however deep its recursion.
		const seen = new Set();
		for (let id = node.id; id !== undefined; id = parent.get(id)) {
			const f = nodes.get(id).callFrame;
			if (!f.url) continue;
			const key = label(f);
			if (seen.has(key)) continue;
			seen.add(key);
			add(inclusive, key, ms);
		}
	}
	const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
	return {
		totalMs: total,
		self: sorted(self),
		bySource: sorted(bySource),
		inclusive: sorted(inclusive),
	};
}

function label(frame) {
	if (!frame.url) return frame.functionName || '(anonymous)';
	return `${frame.functionName || '(anonymous)'} ${sourceOf(frame.url)}:${frame.lineNumber + 1}`;
}

/** The summary as text: `top` lines of each table. */
export function formatSummary(summary, top = 25) {
	const ms = (v) => v.toFixed(1).padStart(8);
	const pct = (v) => ((100 * v) / summary.totalMs).toFixed(1).padStart(5);
	const table = (title, rows) =>
		[`${title}`, ...rows.slice(0, top).map(([k, v]) => `${ms(v)} ms ${pct(v)} %  ${k}`)].join('\n');
	return [
		`profiled ${summary.totalMs.toFixed(0)} ms`,
		table('self time by package/file:', summary.bySource),
		table('self time by function:', summary.self),
		table('inclusive time by function:', summary.inclusive),
	].join('\n\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const [file, ...rest] = process.argv.slice(2);
	const opt = (name) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
	if (!file) {
		console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [--from-us=N --to-us=N]');
		process.exit(2);
	}
	const profile = JSON.parse(readFileSync(file, 'utf8'));
	const window = {
		fromUs: opt('from-us') ? Number(opt('from-us')) : undefined,
		toUs: opt('to-us') ? Number(opt('to-us')) : undefined,
	};
	console.log(formatSummary(summarise(profile, window), Number(opt('top') ?? 25)));
}
