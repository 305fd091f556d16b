import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, type StyleId } from '../../server/generator';
import { scoreReport, scoreSet, type Label } from './score';

/**
 * Every labelled prompt set, scored by one rule (score.ts) against its gate. What each set is,
 * who wrote it when, and its figures before and after tuning: docs/generator-accuracy.md.
 */
interface PromptSet {
	name: string;
	file: string;
	/** Exact size, or the least size when `atLeast`. */
	size: number;
	atLeast: boolean;
	threshold: number;
	/** The team's set was labelled against the generator, so its main colour must also come first. */
	mainColourFirst: boolean;
	/** false for the never-tuned-on set: reading its misses would turn it into one more tuned set. */
	listMisses: boolean;
	/** Each set spreads its prompts over every style and many seeds in its own way: the prompt must win. */
	spec: (i: number) => { style: StyleId; seed: number };
}

const style = (index: number): StyleId => STYLE_IDS[index % STYLE_IDS.length];

/**
 * The fresh catalogue sets' gates: just below what main's HEAD read when they were added (dev
 * 97.3 %, 292/300; holdout 97.5 %, 195/200), so the suite passes today and any fall fails it.
 */
const GATE_DEV = 0.97;
const GATE_HOLDOUT = 0.97;

const SETS: PromptSet[] = [
	{
		name: 'labelled',
		file: 'labelled-prompts',
		size: 200,
		atLeast: true,
		threshold: 0.95,
		mainColourFirst: true,
		listMisses: true,
		spec: (i) => ({ style: style(i), seed: i * 7919 }),
	},
	{
		name: 'blind',
		file: 'blind-prompts',
		size: 200,
		atLeast: true,
		threshold: 0.9,
		mainColourFirst: false,
		listMisses: true,
		spec: (i) => ({ style: style(i * 5 + 3), seed: (i * 104729 + 17) % 2 ** 31 }),
	},
	...[
		{ name: 'unseen-dev', offset: 1 },
		{ name: 'unseen-holdout', offset: 4 },
	].map(({ name, offset }) => ({
		name,
		file: name,
		size: 120,
		atLeast: false,
		threshold: 0.9,
		mainColourFirst: false,
		listMisses: true,
		spec: (i: number) => ({
			style: style(i * 7 + offset),
			seed: (i * 15485863 + offset * 101) % 2 ** 31,
		}),
	})),
	{
		name: 'fresh (never tuned on)',
		file: 'fresh-prompts',
		size: 200,
		atLeast: false,
		threshold: 0.9,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 5 + 3), seed: (i * 7919 + 11) % 2 ** 31 }),
	},
	// Issue 15's catalogue voices, written before reading the generator (36.7 %, 69.0 % and 0 %
	// then; docs/generator-accuracy.md): gated at the aim, 95 % for the three tuned sets
	// and 92 % for the holdout.
	...[
		{ name: 'catalogue-titles', size: 300, threshold: 0.95, offset: 2 },
		{ name: 'catalogue-descriptions', size: 300, threshold: 0.95, offset: 5 },
		{ name: 'catalogue-accessories', size: 200, threshold: 0.95, offset: 9 },
	].map(({ name, size, threshold, offset }) => ({
		name,
		file: name,
		size,
		atLeast: true,
		threshold,
		mainColourFirst: false,
		listMisses: true,
		spec: (i: number) => ({
			style: style(i * 11 + offset),
			seed: (i * 2654435761 + offset * 977) % 2 ** 31,
		}),
	})),
	{
		name: 'catalogue-holdout (never tuned on)',
		file: 'catalogue-holdout',
		size: 200,
		atLeast: false,
		threshold: 0.92,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 7 + 6), seed: (i * 48271 + 29) % 2 ** 31 }),
	},
	// The fresh catalogue sets, written by a second hand without opening the other catalogue sets,
	// their section of docs/generator-accuracy.md or the generator's code, as an independent
	// estimate of the hidden real-catalogue set; gates above (GATE_DEV, GATE_HOLDOUT).
	{
		name: 'catalogue-fresh-dev',
		file: 'catalogue-fresh-dev',
		size: 300,
		atLeast: false,
		threshold: GATE_DEV,
		mainColourFirst: false,
		listMisses: true,
		spec: (i) => ({ style: style(i * 13 + 3), seed: (i * 2246822519 + 7) % 2 ** 31 }),
	},
	{
		name: 'catalogue-fresh-holdout (never tuned on)',
		file: 'catalogue-fresh-holdout',
		size: 200,
		atLeast: false,
		threshold: GATE_HOLDOUT,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 17 + 8), seed: (i * 69069 + 41) % 2 ** 31 }),
	},
];

describe.each(SETS)('$name prompt set', (set) => {
	const items: Label[] = JSON.parse(
		readFileSync(join(__dirname, '..', 'fixtures', `${set.file}.json`), 'utf8'),
	);

	it(`holds ${set.atLeast ? 'at least ' : ''}${set.size} distinct prompts`, () => {
		if (set.atLeast) expect(items.length).toBeGreaterThanOrEqual(set.size);
		else expect(items).toHaveLength(set.size);
		expect(new Set(items.map((item) => item.prompt)).size).toBe(items.length);
	});

	it(`reads at least ${set.threshold * 100}% of the prompts right (garment, colours, pattern, materials, details)`, () => {
		const score = scoreSet(items, set.spec, set.mainColourFirst);
		const report = scoreReport(set.name, score, set.listMisses);
		// The report lists the misses (except the never-tuned-on sets') in the failure itself.
		if (score.right / score.total < set.threshold)
			throw new Error(`below the ${set.threshold * 100}% gate\n${report}`);
		console.log(report);
	});
});
