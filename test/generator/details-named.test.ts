import { STYLE_IDS, generateDesign, type GeneratedDesign } from '../../server/generator';
import { DETAILS, DETAIL_BY_ID, GARMENTS, GARMENT_BY_ID } from '../../server/generator/lexicon';
import {
	CLOSURE_KINDS,
	HIP_POCKETS,
	NECK_PARTS,
	PULLOVERS,
	type DetailGroup,
	type Family,
} from '../../server/generator/lexicon/details';
import { findAll, parseXml, type XmlElement } from './xml';

/**
 * What the prompt names is what is drawn: over every style and many seeds, a design whose prompt
 * names a detail (a pocket kind, a closure, a neckline, a sleeve, a length, a rise) never lists or
 * draws a detail that contradicts it, and a pullover named without a closure gets none. The SVG
 * is read through the `data-detail` groups the drawing puts around each pocket and closure.
 */

const SEEDS_PER_PROMPT = 2;
const COLOURS = ['navy', 'black', 'olive', 'cream', 'burgundy'];

/** A small deterministic spread of seeds, different for each prompt and style. */
function seedsFor(index: number): number[] {
	return Array.from(
		{ length: SEEDS_PER_PROMPT },
		(_, k) => (Math.imul(index * SEEDS_PER_PROMPT + k + 1, 2654435761) >>> 1) % 2147483647,
	);
}

/** The ids of the `data-detail` groups of the SVG, each with the groups it holds. */
function drawnDetails(svg: string): XmlElement[] {
	return findAll(parseXml(svg), 'g').filter((g) => g.attributes['data-detail'] !== undefined);
}

/** The same, read quickly: the property test reads thousands of SVGs. */
const drawnIds = (design: GeneratedDesign): Set<string> =>
	new Set([...design.svg.matchAll(/<g data-detail="([^"]+)">/g)].map((match) => match[1]));

const closureKind = (id: string): number => CLOSURE_KINDS.findIndex((kind) => kind.includes(id));
const isClosure = (id: string): boolean => closureKind(id) >= 0;
const familyOf = (design: GeneratedDesign): Family => GARMENT_BY_ID.get(design.garment)!.family;
const alwaysOf = (design: GeneratedDesign): readonly string[] =>
	GARMENT_BY_ID.get(design.garment)!.always ?? [];
/** Cargo pockets on legs sit on the thigh, beside the front pockets. */
const onThigh = (id: string, design: GeneratedDesign): boolean =>
	id === 'cargo-pockets' &&
	(familyOf(design) === 'bottom' ||
		(familyOf(design) === 'onepiece' &&
			!['apron', 'bodysuit', 'swimsuit'].includes(design.garment)));
const groupIds = (design: GeneratedDesign, group: DetailGroup): string[] =>
	design.details.filter((id) => DETAIL_BY_ID.get(id)?.group === group);

interface Case {
	prompt: string;
	/** What the prompt names, and what it therefore rules out. */
	check: (design: GeneratedDesign) => string[];
}

/** "jacket" -> phrases a prompt would use for it: its id, spaced. */
const word = (id: string): string => id.replace(/-/g, ' ');
const plural = (phrase: string): string => (phrase.endsWith('pocket') ? `${phrase}s` : phrase);

function pocketCases(): Case[] {
	const cases: Case[] = [];
	for (const kind of HIP_POCKETS) {
		const def = DETAIL_BY_ID.get(kind)!;
		const phrase = kind === 'kangaroo-pocket' ? 'a kangaroo pocket' : plural(def.aliases[0]);
		for (const garment of GARMENTS.filter((g) => def.on.includes(g.family) && g.family !== 'cape'))
			if (!garment.never?.includes('pockets'))
				cases.push({
					prompt: `${COLOURS[cases.length % COLOURS.length]} ${word(garment.id)} with ${phrase}`,
					check: (design) => {
						const family = familyOf(design);
						if (!DETAIL_BY_ID.get(kind)!.on.includes(family)) return [];
						const problems: string[] = [];
						if (!design.details.includes(kind)) problems.push(`details lack ${kind}`);
						const others = (ids: Iterable<string>): string[] =>
							[...ids].filter(
								(id) =>
									id !== kind &&
									HIP_POCKETS.includes(id) &&
									!onThigh(id, design) &&
									!onThigh(kind, design),
							);
						for (const id of others(design.details)) problems.push(`details add ${id}`);
						const drawn = drawnIds(design);
						for (const id of others(drawn)) problems.push(`draws ${id}`);
						if (!drawn.has(kind)) problems.push(`does not draw ${kind}`);
						return problems;
					},
				});
	}
	return cases;
}

/** A pullover named without a closure has none but what the garment always has (a polo's buttons). */
function pulloverCases(): Case[] {
	const words = [
		'hoodie',
		'hoody',
		'pullover hoodie',
		'sweatshirt',
		'sweater',
		'jumper',
		'pullover',
	];
	words.push(...[...PULLOVERS].map(word));
	return words.flatMap((garment, i) =>
		[
			`${COLOURS[i % COLOURS.length]} ${garment}`,
			`oversized striped ${garment} with pockets`,
			`${garment} in organic cotton`,
		].map((prompt) => ({
			prompt,
			check: (design: GeneratedDesign) => {
				if (!PULLOVERS.has(design.garment)) return [`read as ${design.garment}`];
				const own = alwaysOf(design);
				return [
					...design.details
						.filter((id) => isClosure(id) && !own.includes(id))
						.map((id) => `details add ${id}`),
					...[...drawnIds(design)]
						.filter((id) => isClosure(id) && !own.includes(id))
						.map((id) => `draws ${id}`),
				];
			},
		})),
	);
}

/** A closure the prompt names is the one drawn: "zip-up hoodie" zips, a "buttoned jacket" does not. */
function closureCases(): Case[] {
	const named: [string, string][] = [
		['zip hoodie', 'zip'],
		['zip-up hoodie', 'zip'],
		['zipped hoodie', 'zip'],
		['hoodie with a zip', 'zip'],
		['full zip sweatshirt', 'zip'],
		['quarter zip sweater', 'zip'],
		['zip-up cardigan', 'zip'],
		['buttoned jacket', 'buttons'],
		['jacket with a zip', 'zip'],
		['button front puffer', 'buttons'],
		['zip front blazer', 'zip'],
		['buttoned bomber', 'buttons'],
		['zip-up coat', 'zip'],
		['buttoned jumpsuit', 'buttons'],
		['zip front dress', 'zip'],
		['button down skirt', 'buttons'],
		['wrap dress', 'wrap'],
		['zip-up parka', 'zip'],
		['buttoned polo', 'buttons'],
		['double-breasted jacket', 'double-breasted'],
	];
	return named.flatMap(([phrase, closure], i) =>
		[`${COLOURS[i % COLOURS.length]} ${phrase}`, `oversized ${phrase} with pockets`].map(
			(prompt) => ({
				prompt,
				check: (design: GeneratedDesign) => {
					const problems: string[] = [];
					if (!design.details.includes(closure)) problems.push(`details lack ${closure}`);
					const clashing = (id: string): boolean =>
						isClosure(id) && closureKind(id) !== closureKind(closure);
					for (const id of design.details.filter(clashing)) problems.push(`details add ${id}`);
					const drawn = drawnIds(design);
					for (const id of [...drawn].filter(clashing)) problems.push(`draws ${id}`);
					if (![...drawn].some((id) => closureKind(id) === closureKind(closure)))
						problems.push(`does not draw ${closure}`);
					return problems;
				},
			}),
		),
	);
}

/** Sleeves, necklines, lengths and rises the prompt names are the only ones the design has. */
function groupCases(): Case[] {
	const cases: Case[] = [];
	const named: [DetailGroup, string, string[]][] = [
		['sleeves', 'sleeveless', ['dress', 'top', 'blouse', 'jumpsuit', 'shirt', 't-shirt']],
		['sleeves', 'short sleeve', ['dress', 'blouse', 'shirt', 'sweater', 'hoodie', 'bodysuit']],
		['sleeves', 'long sleeve', ['dress', 't-shirt', 'top', 'camisole', 'romper']],
		['sleeves', 'puff sleeve', ['dress', 'blouse', 'top']],
		['neckline', 'crew neck', ['dress', 't-shirt', 'blouse', 'jumpsuit', 'onesie', 'sweater']],
		['neckline', 'v neck', ['dress', 'top', 'jumpsuit', 'onesie', 'blouse', 'sweater']],
		['neckline', 'turtleneck', ['dress', 'top', 'jumpsuit', 'bodysuit']],
		['length', 'cropped', ['jacket', 'sweater', 'trousers', 'jeans', 'hoodie']],
		['length', 'mini', ['dress', 'skirt']],
		['length', 'maxi', ['dress', 'skirt', 'coat']],
		['rise', 'low rise', ['jeans', 'trousers', 'skirt', 'shorts']],
		['rise', 'high waisted', ['jeans', 'trousers', 'skirt', 'shorts', 'leggings']],
	];
	for (const [group, phrase, garments] of named) {
		const id = DETAILS.find((d) => d.group === group && [d.id, ...d.aliases].includes(phrase))!.id;
		for (const garment of garments)
			cases.push({
				prompt: `${COLOURS[cases.length % COLOURS.length]} ${phrase} ${word(garment)}`,
				check: (design) => {
					const family = familyOf(design);
					if (!DETAIL_BY_ID.get(id)!.on.includes(family)) return [];
					const ids = groupIds(design, group);
					const problems =
						ids.length === 1 && ids[0] === id ? [] : [`${group} ${ids.join(', ') || 'none'}`];
					// A neckline named is not covered by a hood or collar the style adds.
					if (group === 'neckline')
						for (const part of NECK_PARTS)
							if (design.details.includes(part) && !alwaysOf(design).includes(part))
								problems.push(`details add ${part}`);
					return problems;
				},
			});
	}
	return cases;
}

const CASES: Case[] = [...pocketCases(), ...pulloverCases(), ...closureCases(), ...groupCases()];

describe('details drawn as named', () => {
	it('covers every pocket kind, closure and detail group over many prompts', () => {
		expect(CASES.length).toBeGreaterThan(250);
	});

	it('never lists or draws a detail that contradicts what the prompt names, in any style', () => {
		const failures = new Map<string, string[]>();
		CASES.forEach((testCase, i) => {
			for (const style of STYLE_IDS)
				for (const seed of seedsFor(i)) {
					const design = generateDesign({ prompt: testCase.prompt, style, seed });
					const problems = testCase.check(design);
					const key = `"${testCase.prompt}" (${design.garment}): ${problems.join('; ')}`;
					if (problems.length > 0)
						failures.set(key, [...(failures.get(key) ?? []), `${style}/${seed}`]);
				}
		});
		if (failures.size > 0)
			throw new Error(
				`${failures.size} prompts are drawn against what they name (style/seed after each):\n` +
					[...failures]
						.slice(0, 40)
						.map(
							([problem, at]) =>
								`${problem}  [${at.slice(0, 3).join(' ')}${at.length > 3 ? ` +${at.length - 3}` : ''}]`,
						)
						.join('\n'),
			);
	});

	it("draws example 01's hoodie as a navy striped pullover with one kangaroo pouch", () => {
		const prompt = 'navy striped oversized hoodie in organic cotton with a kangaroo pocket';
		STYLE_IDS.forEach((style, i) => {
			for (const seed of seedsFor(1000 + i)) {
				const design = generateDesign({ prompt, style, seed });
				const at = JSON.stringify({ style, seed });
				expect([at, design.garment, design.pattern, design.colors[0].name]).toEqual([
					at,
					'hoodie',
					'stripes',
					'navy',
				]);
				expect([at, design.details.filter((id) => id.includes('pocket'))]).toEqual([
					at,
					['kangaroo-pocket', 'pockets'],
				]);
				expect([at, design.details.filter(isClosure)]).toEqual([at, []]);
				const groups = drawnDetails(design.svg);
				expect([at, groups.map((g) => g.attributes['data-detail'])]).toEqual([
					at,
					['kangaroo-pocket'],
				]);
				// One pouch: one filled piece (its cloth; texture and outline are drawn over it).
				const fills = findAll(groups[0], 'path').filter(
					(path) =>
						!['none', 'url(#texture)', 'url(#gloss)', 'url(#rib)'].includes(path.attributes.fill),
				);
				expect([at, fills.length]).toEqual([at, 1]);
			}
		});
	});
});
