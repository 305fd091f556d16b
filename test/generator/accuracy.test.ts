import { createHash } from 'node:crypto';
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
	/** false for the held-out sets: reading their misses would turn them into tuned sets. */
	listMisses: boolean;
	/** Each set spreads its prompts over every style and many seeds in its own way: the prompt must win. */
	spec: (i: number) => { style: StyleId; seed: number };
}

const style = (index: number): StyleId => STYLE_IDS[index % STYLE_IDS.length];

/**
 * Every gate sits at least three rows and 2.5 points under the set's figure in
 * docs/generator-accuracy.md, so an unrelated change that moves one or two rows does not fail the
 * suite; the figures themselves are logged on every run, for comparing against that page.
 */
// 98.0 % (294/300) less 3 points: 9 rows.
const GATE_DEV = 0.95;
// 97.5 % (195/200) less 2.5 points: 5 rows.
const GATE_HOLDOUT = 0.95;
// 94.5 % (69/73) less 4 rows (5.5 points).
const GATE_SHOPPER = 0.89;

/**
 * The scorer and the shopper holdout as they were when the holdout was scored. A change to either
 * moves that figure without the generator moving, so it must be deliberate: score again, record
 * the new figure and these hashes in docs/generator-accuracy.md, and say the holdout was re-read.
 */
const FROZEN: Record<string, string> = {
	'generator/score.ts': 'fb678378a1e507018f67aea93b4b1af01fa41f9d0ec65789859c02bbe2d9e2a1',
	'fixtures/shopper-holdout.json':
		'81a4651f9a112222a8d7c105b9d0c7a4cb4bfb98e73ddcec2293d073d74bbfb3',
};

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
		name: 'fresh (misses hidden)',
		file: 'fresh-prompts',
		size: 200,
		atLeast: false,
		threshold: 0.9,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 5 + 3), seed: (i * 7919 + 11) % 2 ** 31 }),
	},
	// Catalogue voices written before reading the generator, then tuned on: gated at the aim set
	// for them, 95 % for the three tuned sets and 92 % for their holdout.
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
		name: 'catalogue-holdout (misses hidden)',
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
		name: 'catalogue-fresh-holdout (misses hidden)',
		file: 'catalogue-fresh-holdout',
		size: 200,
		atLeast: false,
		threshold: GATE_HOLDOUT,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 17 + 8), seed: (i * 69069 + 41) % 2 ** 31 }),
	},
	// Written and committed before the generator read it, scored once with the frozen scorer.
	{
		name: 'shopper-holdout (scored once)',
		file: 'shopper-holdout',
		size: 73,
		atLeast: false,
		threshold: GATE_SHOPPER,
		mainColourFirst: false,
		listMisses: false,
		spec: (i) => ({ style: style(i * 19 + 5), seed: (i * 1103515245 + 12345) % 2 ** 31 }),
	},
];

describe('frozen scorer and holdout', () => {
	it.each(Object.entries(FROZEN))(
		'%s has the hash recorded when the holdout was scored',
		(file, hash) => {
			// Line endings normalised, so a checkout with CRLF hashes the same.
			const text = readFileSync(join(__dirname, '..', file), 'utf8').replace(/\r\n/g, '\n');
			expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
		},
	);
});

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
		// The report lists the misses (except the held-out sets') in the failure itself.
		if (score.right / score.total < set.threshold)
			throw new Error(`below the ${set.threshold * 100}% gate\n${report}`);
		console.log(report);
	});
});
