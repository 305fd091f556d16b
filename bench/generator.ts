/**
 * Generator benchmark: median and p99 time to make the SVG and to render the PNG for every
 * prompt of the labelled set, each beside a baseline measured in the same run on the same
 * machine (building a fixed SVG string; rasterising a blank SVG), so the ratios stay meaningful
 * wherever it runs. Prints; asserts nothing.
 *
 *   npm run bench:generator
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { STYLE_IDS, generateDesign } from '../server/generator';
import { renderPng } from '../server/render/png';
import { SMOKE } from './load';

interface Timing {
	median: number;
	p99: number;
}

const labelled: { prompt: string }[] = JSON.parse(
	readFileSync(join(__dirname, '..', '..', 'test', 'fixtures', 'labelled-prompts.json'), 'utf8'),
);
const specs = labelled.map(({ prompt }, i) => ({
	prompt,
	style: STYLE_IDS[i % STYLE_IDS.length],
	seed: i * 7919,
}));

function time(samples: number, run: (i: number) => unknown): Timing {
	const ms: number[] = [];
	for (let i = 0; i < samples; i++) {
		const start = process.hrtime.bigint();
		run(i);
		ms.push(Number(process.hrtime.bigint() - start) / 1e6);
	}
	ms.sort((a, b) => a - b);
	return {
		median: ms[Math.floor(ms.length / 2)],
		p99: ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.99) - 1)],
	};
}

/** The least an SVG endpoint could do: one fixed template with the prompt escaped into it. */
function baselineSvg(prompt: string): string {
	const text = prompt.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
	return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><title>${text}</title><rect width="800" height="1000" fill="#fff"/><path d="M300 200L500 200L560 700L240 700Z" fill="#1f2a44" stroke="#111" stroke-width="3"/></svg>`;
}

const BLANK =
	'<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="#fff"/></svg>';

const rounds = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 5));
const n = specs.length;
// Warm up the JIT and resvg before measuring.
for (let i = 0; i < n; i++) generateDesign(specs[i]);
for (let i = 0; i < 5; i++) renderPng(generateDesign(specs[i]).svg);

const svgBase = time(n * rounds, (i) => baselineSvg(specs[i % n].prompt));
const svg = time(n * rounds, (i) => generateDesign(specs[i % n]));
const svgs = specs.map((spec) => generateDesign(spec).svg);
const pngBase = time(n, () =>
	new Resvg(BLANK, { font: { loadSystemFonts: false } }).render().asPng(),
);
const png = time(n, (i) => renderPng(svgs[i]));

const fmt = (value: number): string => `${value.toFixed(3).padStart(8)} ms`;
const row = (name: string, measured: Timing, base: Timing): string =>
	`${name.padEnd(22)} median ${fmt(measured.median)}  p99 ${fmt(measured.p99)}   | baseline median ${fmt(base.median)}  p99 ${fmt(base.p99)}   | x${(measured.median / base.median).toFixed(1)} median`;

console.log(
	`generator benchmark: ${n} labelled prompts, ${rounds} rounds for SVG, 1 for PNG (node ${process.version}, ${process.platform}/${process.arch})`,
);
console.log(row('SVG generateDesign', svg, svgBase) + '  (baseline: fixed SVG template string)');
console.log(
	row('PNG renderPng', png, pngBase) + '  (baseline: resvg render of a blank 800x1000 SVG)',
);
