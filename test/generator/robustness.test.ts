import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, generateDesign } from '../../server/generator';

/**
 * Whatever a person types, the generator answers with a design: a prompt that makes it throw is a
 * 500 from POST /v1/generate. The parser looks at neighbouring phrases (the one before, the one
 * after), so the edges of a prompt are where it breaks: a phrase first or last, a word it does not
 * know before the first phrase ("Wrapover top in muslin..."). These prompts are cut,
 * shuffled and spliced from every fixture's real prompts, deterministically.
 */
const FIXTURES = join(__dirname, '..', 'fixtures');
// The prompt sets are lists of rows with a prompt; other fixtures (the collection briefs, which the
// planner reads, not the generator) are objects of their own shape.
const prompts: string[] = readdirSync(FIXTURES)
	.filter((file) => file.endsWith('.json'))
	.map((file) => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as unknown)
	.filter((rows): rows is { prompt: string }[] => Array.isArray(rows))
	.flatMap((rows) => rows.map((row) => row.prompt));

/** A small deterministic generator (mulberry32), so a failure names a prompt that fails again. */
function random(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function variants(count: number): string[] {
	const next = random(2026);
	const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
	const out: string[] = [];
	for (let i = 0; i < count; i++) {
		const words = pick(prompts).split(/\s+/);
		const other = pick(prompts).split(/\s+/);
		const from = Math.floor(next() * words.length);
		const to = from + 1 + Math.floor(next() * (words.length - from));
		switch (i % 5) {
			case 0: // a piece from anywhere: starts and ends mid-phrase
				out.push(words.slice(from, to).join(' '));
				break;
			case 1: // an unknown word first
				out.push(['Wrapover', ...words.slice(from)].join(' '));
				break;
			case 2: // two prompts spliced
				out.push([...words.slice(0, from), ...other.slice(from)].join(' '));
				break;
			case 3: // shuffled
				out.push([...words].sort(() => next() - 0.5).join(' '));
				break;
			default: // punctuation and case at the edges
				out.push(
					`${pick(['', ', ', '. ', '- '])}${words.slice(from, to).join(' ').toUpperCase()}.`,
				);
		}
	}
	return out;
}

test('no prompt cut, spliced or shuffled from the fixtures makes the generator throw', () => {
	const failures: string[] = [];
	for (const [i, prompt] of [...prompts, ...variants(3000)].entries()) {
		const style = STYLE_IDS[i % STYLE_IDS.length];
		try {
			generateDesign({ prompt, style, seed: i });
		} catch (error) {
			failures.push(`${JSON.stringify(prompt)} (${style}): ${(error as Error).message}`);
		}
	}
	expect(failures.slice(0, 10)).toEqual([]);
});
