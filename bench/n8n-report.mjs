// The tables of bench/n8n.mjs: each case's figures, the sweep, and every ratio beside its
// target. Prints; asserts nothing.
import * as kit from './n8n-kit.mjs';

const say = (line = '') => console.log(line);
const s = (ms) => (ms / 1000).toFixed(2);
const mb = (kb) => (kb / 1024).toFixed(0);
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

/**
 * The least time `items` requests can take from `startMs` under `limit` a fixed, clock-aligned
 * 60 s window (a fresh key: the current window's budget is whole), sent at `paceMs` per request
 * when the limit does not hold them back: each window takes what its budget and its remaining
 * time allow, the rest waits for the next window.
 */
function minimumMs(startMs, items, limit, paceMs) {
	let t = startMs;
	let left = items;
	for (;;) {
		const windowEnd = (Math.floor(t / 60_000) + 1) * 60_000;
		const fits = Math.min(limit, Math.floor((windowEnd - t) / paceMs));
		if (left <= fits) return t + left * paceMs - startMs;
		left -= fits;
		t = windowEnd;
	}
}

/**
 * Prints the tables for the runs' `results` (bench/n8n.mjs's figures of each run); `config`: the
 * run's items, designs, limit, delayMs, parallel (undefined: the node's default) and defaultParallel.
 */
export function report(results, config) {
	const {
		items: ITEMS,
		designs: DESIGNS,
		limit: LIMIT,
		delayMs: DELAY_MS,
		parallel: PARALLEL,
	} = config;
	const get = (caseId, label) => results.find((r) => r.caseId === caseId && r.label === label);
	const summary = [];
	const target = (name, value, goal, holds) =>
		summary.push(
			`| ${name} | ${value} | ${goal} | ${holds === undefined ? '' : holds ? 'yes' : 'NO'} |`,
		);
	const ours = PARALLEL === undefined ? `default ${config.defaultParallel}` : `${PARALLEL}`;

	const c1o = get('1', 'ours');
	const c1h = get('1', 'http');
	if (c1o && c1h) {
		say(`\n### 1. ${ITEMS} items, no effective rate limit (response delay ${DELAY_MS} ms)`);
		say(
			'| round | node | node time s | n8n CPU while it ran s | server CPU s | process wall s | succeeded | failed | responses by status |',
		);
		say('|---|---|---|---|---|---|---|---|---|');
		const rounds = [];
		for (const r of results.filter((r) => r.caseId === '1')) {
			const name =
				r.label === 'ours'
					? `Design Generator: Generate (Parallel Requests ${ours})`
					: 'HTTP Request (defaults)';
			const { ok, failed } = kit.outcome(r.node.items);
			say(
				`| ${r.round} | ${name} | ${s(r.node.ms)} | ${s(r.node.cpuMs)} | ${s(r.serverCpuMs)} | ${s(r.result.wallMs)} | ${ok} | ${failed} | ${statusText(r.statuses)} |`,
			);
			const pair = results.find(
				(o) => o.caseId === '1' && o.round === r.round && o.label === 'ours',
			);
			if (r.label === 'http' && pair) rounds.push(pair.node.ms / r.node.ms);
		}
		// Each round's ratio; with several rounds the median stands for the run, the range beside it.
		const x = median(rounds);
		const range =
			rounds.length > 1
				? ` (median of ${rounds.length} rounds: ${rounds.map((v) => v.toFixed(2)).join(', ')})`
				: '';
		target('1. Generate time, ours / HTTP Request', `${x.toFixed(2)}${range}`, '≤ 1.2', x <= 1.2);
	}

	const c2o = get('2', 'ours');
	const c2h = get('2', 'http');
	if (c2o || c2h) {
		say(
			`\n### 2. ${ITEMS} items, generate limit ${LIMIT} a minute (fresh key, 60 s windows on the clock)`,
		);
		say(
			'| node | succeeded | failed | 429 received | duplicates (designs − succeeded / prompts twice) | node time s | minimum s | time / minimum |',
		);
		say('|---|---|---|---|---|---|---|---|');
		// The unconstrained pace: case 1's HTTP Request node (all at once), else one response delay in all.
		const paceMs = (c1h ? c1h.node.ms : DELAY_MS) / ITEMS;
		for (const [name, r] of [
			[`Design Generator: Generate (Parallel Requests ${ours})`, c2o],
			['HTTP Request (defaults)', c2h],
		]) {
			if (!r) continue;
			const { ok, failed } = kit.outcome(r.node.items);
			r.minMs = minimumMs(r.node.startTime, ITEMS, LIMIT, paceMs);
			r.ok = ok;
			r.failed = failed;
			r.dupes = r.designs - ok;
			say(
				`| ${name} | ${ok} | ${failed} | ${r.statuses.get(429) ?? 0} | ${r.dupes} / ${r.duplicatePrompts} | ${s(r.node.ms)} | ${s(r.minMs)} | ${failed ? 'n/a (items failed)' : ratio(r.node.ms, r.minMs)} |`,
			);
		}
		say(
			`(minimum: from the node's start, ${LIMIT} requests a window at ${paceMs.toFixed(2)} ms a request (${c1h ? "case 1's HTTP Request pace" : 'one response delay for all'}), the rest once the next window opens)`,
		);
		if (c2o) {
			const figures = `${c2o.ok} / ${c2o.failed} / ${c2o.statuses.get(429) ?? 0} / ${Math.max(c2o.dupes, c2o.duplicatePrompts)}`;
			const goal = `${ITEMS} / 0 / 0 / 0`;
			target('2. ours: succeeded / failed / 429 / duplicates', figures, goal, figures === goal);
			const x = c2o.node.ms / c2o.minMs;
			target('2. ours: time / minimum the limit allows', x.toFixed(2), '≤ 1.1', x <= 1.1);
		}
		if (c2h)
			target(
				'2. HTTP Request: succeeded / failed / 429 / duplicates',
				`${c2h.ok} / ${c2h.failed} / ${c2h.statuses.get(429) ?? 0} / ${Math.max(c2h.dupes, c2h.duplicatePrompts)}`,
				'(beside)',
			);
	}

	const c3o = get('3', 'ours');
	const c3h = get('3', 'http');
	const c3e = get('3', 'empty');
	if (c3o && c3h) {
		say(`\n### 3. Get Many, Return All, over ${DESIGNS} designs (response delay ${DELAY_MS} ms)`);
		say(
			'| node | designs out | items out | node time s | process wall s | peak RSS while the node ran MB | process peak RSS (VmHWM) MB |',
		);
		say('|---|---|---|---|---|---|---|');
		if (c3e)
			say(
				`| (empty workflow: n8n alone) | | | | ${s(c3e.result.wallMs)} | | ${mb(c3e.result.peakKb)} |`,
			);
		for (const [name, r, designs] of [
			[`Design Generator: Get Many (Parallel Requests ${ours})`, c3o, (items) => items.length],
			[
				'HTTP Request with its pagination (one item per page)',
				c3h,
				(items) => items.reduce((n, page) => n + (page.data?.length ?? 0), 0),
			],
		]) {
			say(
				`| ${name} | ${designs(r.node.items)} | ${r.node.items.length} | ${s(r.node.ms)} | ${s(r.result.wallMs)} | ${r.node.nodePeakMb.toFixed(0)} | ${mb(r.result.peakKb)} |`,
			);
		}
		target(
			'3. Get Many time, ours / HTTP Request pagination',
			ratio(c3o.node.ms, c3h.node.ms),
			'(beside)',
		);
		target(
			'3. peak RSS while the node ran, ours / HTTP Request',
			ratio(c3o.node.nodePeakMb, c3h.node.nodePeakMb),
			'(beside)',
		);
	}

	const sweep = results.filter((r) => r.caseId === 'sweep');
	if (sweep.length) {
		const base = c1h?.node.ms;
		say(`\n### Sweep: our Generate, ${ITEMS} items, no effective limit, by Parallel Requests`);
		say(
			`| Parallel Requests | node time s | succeeded | failed | ${base ? 'time / HTTP Request (case 1)' : 'time / first'} |`,
		);
		say('|---|---|---|---|---|');
		for (const r of sweep) {
			const { ok, failed } = kit.outcome(r.node.items);
			say(
				`| ${r.label.slice(1)} | ${s(r.node.ms)} | ${ok} | ${failed} | ${ratio(r.node.ms, base ?? sweep[0].node.ms)} |`,
			);
		}
	}

	if (summary.length) {
		say('\n### Figures and targets');
		say('| figure | measured | target | holds |');
		say('|---|---|---|---|');
		for (const line of summary) say(line);
	}
}

function median(values) {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function statusText(statuses) {
	return [...statuses]
		.sort(([a], [b]) => a - b)
		.map(([k, v]) => `${k}: ${v}`)
		.join(', ');
}
