/**
 * Tech pack PDF benchmark: time (wall and CPU) and size of `renderTechPackPdf` over varied
 * designs (garments, prints and styles of the labelled prompts; alpha and numeric sizes), each
 * as a ratio of `renderPng` rendering the same design's SVG in the same run, PDF and PNG taken in
 * turn design by design so load from outside the bench falls on both alike. Then the same PDFs
 * through a TechPackPdfRenderer as the server uses it (dist's worker thread, one render at a
 * time), and asked for again (cache hits). Prints; asserts nothing.
 *
 *   npm run bench:techpack   BENCH_DESIGNS=40 designs, BENCH_ROUNDS=3 rounds over them;
 *                            BENCH_SMOKE=1: 6 designs, 1 round, for CI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, drawDesignView, generateDesign, planDesign } from '../server/generator';
import { buildTechPack } from '../server/techpack/build';
import { renderPng } from '../server/render/png';
import { TechPackPdfRenderer, renderTechPackPdf } from '../server/techpack/pdf';
import { percentile } from '../test/attack/load';
import { SMOKE } from './load';

const DESIGNS = Number(process.env.BENCH_DESIGNS ?? (SMOKE ? 6 : 40));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 3));

const labelled: { prompt: string }[] = JSON.parse(
	readFileSync(join(__dirname, '..', '..', 'test', 'fixtures', 'labelled-prompts.json'), 'utf8'),
);
// Spread over the whole labelled set, so the designs cover its garments and prints.
const step = Math.max(1, Math.floor(labelled.length / DESIGNS));
const sources = Array.from({ length: Math.min(DESIGNS, labelled.length) }, (_, i) => {
	const spec = {
		prompt: labelled[i * step].prompt,
		style: STYLE_IDS[i % STYLE_IDS.length],
		seed: i * 7919,
	};
	const design = generateDesign(spec);
	// The pack the server builds for this design, with its back flat drawn as the route draws it.
	const pack = buildTechPack(
		{ id: `dsn_bench${String(i).padStart(4, '0')}`, createdAt: 0, content: design },
		planDesign(spec),
		{ unit: 'cm', sizes: i % 3 === 2 ? 'numeric' : 'alpha', baseUrl: 'http://bench.invalid' },
	);
	return {
		pack,
		flats: { front: design.svg, back: drawDesignView(spec, 'back') },
		svg: design.svg,
	};
});

interface Sample {
	wallMs: number;
	cpuMs: number;
	bytes: number;
}

async function measure(run: () => Buffer | Promise<Buffer>): Promise<Sample> {
	const cpu = process.cpuUsage();
	const start = process.hrtime.bigint();
	const bytes = (await run()).byteLength;
	const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
	const used = process.cpuUsage(cpu);
	return { wallMs, cpuMs: (used.user + used.system) / 1000, bytes };
}

const median = (values: number[]) => percentile(values, 50);
const p95 = (values: number[]) => percentile(values, 95);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1).padStart(6)} kB`;
const x = (value: number) => `x${value.toFixed(1)}`;

function row(name: string, values: number[], format: (value: number) => string): string {
	return `  ${name.padEnd(26)} median ${format(median(values))}   p95 ${format(p95(values))}`;
}

async function main(): Promise<void> {
	console.log(
		`tech pack PDF benchmark: ${sources.length} designs, ${ROUNDS} round(s) (node ${process.version}, ${process.platform}/${process.arch})`,
	);
	// Warm up the JIT, pdfkit's fonts and resvg before measuring.
	for (const source of sources.slice(0, 3)) {
		await renderTechPackPdf(source.pack, source.flats);
		renderPng(source.svg);
	}
	const pdf: Sample[] = [];
	const png: Sample[] = [];
	const wallRatio: number[] = [];
	const cpuRatio: number[] = [];
	for (let round = 0; round < ROUNDS; round++) {
		for (const source of sources) {
			const a = await measure(() => renderTechPackPdf(source.pack, source.flats));
			const b = await measure(() => renderPng(source.svg));
			pdf.push(a);
			png.push(b);
			wallRatio.push(a.wallMs / b.wallMs);
			cpuRatio.push(a.cpuMs / b.cpuMs);
		}
	}
	console.log('in process, PDF and PNG of each design in turn:');
	console.log(
		row(
			'PDF renderTechPackPdf',
			pdf.map((s) => s.wallMs),
			ms,
		),
	);
	console.log(
		row(
			'PNG renderPng',
			png.map((s) => s.wallMs),
			ms,
		),
	);
	console.log(row('PDF / PNG wall time', wallRatio, x));
	console.log(
		row(
			'PDF CPU time',
			pdf.map((s) => s.cpuMs),
			ms,
		),
	);
	console.log(
		row(
			'PNG CPU time',
			png.map((s) => s.cpuMs),
			ms,
		),
	);
	console.log(row('PDF / PNG CPU time', cpuRatio, x));
	console.log(
		row(
			'PDF size',
			pdf.map((s) => s.bytes),
			kb,
		),
	);
	console.log(
		row(
			'PNG size',
			png.map((s) => s.bytes),
			kb,
		),
	);
	console.log(
		row(
			'PDF / PNG size',
			pdf.map((s, i) => s.bytes / png[i].bytes),
			x,
		),
	);

	// As the server renders them: on the pool's worker (dist's pdf-worker.js), then from its cache.
	const renderer = new TechPackPdfRenderer({ threads: 1 });
	try {
		const key = (i: number) => ({
			designId: sources[i].pack.design_id,
			version: 'bench',
			unit: 'cm' as const,
			sizes: 'alpha' as const,
		});
		await renderer.pdf({ ...key(0), version: 'warm-up' }, () => sources[0]); // starts the thread
		const pooled: number[] = [];
		const cached: number[] = [];
		for (let i = 0; i < sources.length; i++)
			pooled.push((await measure(() => renderer.pdf(key(i), () => sources[i]))).wallMs);
		for (let i = 0; i < sources.length; i++)
			cached.push((await measure(() => renderer.pdf(key(i), () => sources[i]))).wallMs);
		console.log(
			`through TechPackPdfRenderer (1 thread, one at a time; ${renderer.renders} renders):`,
		);
		console.log(row('PDF first request', pooled, ms));
		console.log(row('PDF again (cache)', cached, (value) => `${value.toFixed(3).padStart(7)} ms`));
		console.log(`  cache holds ${kb(renderer.cachedBytes)} for ${sources.length + 1} PDFs`);
	} finally {
		await renderer.close();
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
