/**
 * Which garments make up a line: the ones the brief names, then ones that suit its cloths, its
 * season and occasion and the style, taking turns between families so a line is varied.
 */
import { GARMENTS, GARMENT_BY_ID, MATERIAL_FAMILY } from '../generator/lexicon';
import type { Family } from '../generator/lexicon/details';
import type { GarmentDef } from '../generator/lexicon/garments';
import type { Random } from '../generator/random';
import { STYLE_PROFILES, type StyleId } from '../generator/styles';
import type { BriefReading } from './plan-brief';

/** The families a designer sorts a line into (the generator's are finer: skirts, capes, bags). */
export const LINE_FAMILIES = [
	'tops',
	'outerwear',
	'dresses',
	'bottoms',
	'one-pieces',
	'accessories',
] as const;
export type LineFamily = (typeof LINE_FAMILIES)[number];

const FAMILY_OF: Readonly<Record<Family, LineFamily>> = {
	top: 'tops',
	outer: 'outerwear',
	cape: 'outerwear',
	dress: 'dresses',
	skirt: 'bottoms',
	bottom: 'bottoms',
	onepiece: 'one-pieces',
	footwear: 'accessories',
	bag: 'accessories',
	headwear: 'accessories',
	accessory: 'accessories',
};

export const lineFamily = (family: Family): LineFamily => FAMILY_OF[family];
export const familyOfGarment = (id: string): LineFamily =>
	lineFamily(GARMENT_BY_ID.get(id)!.family);

/** How many different garments and families a line of `count` must show (docs/collection-planner.md). */
export function varietyFloor(count: number): { garments: number; families: number } {
	const garments =
		count <= 12 ? Math.ceil(count / 2) : Math.min(6 + Math.ceil((count - 12) / 3), 16);
	const families = count < 3 ? count : count < 24 ? 3 : 4;
	return { garments, families };
}

/** How often one garment may repeat in a line of `count`. */
export const repeatCap = (count: number): number => Math.max(2, Math.ceil(count / 4));

/**
 * Garments any line may reach for. The rest (underwear, saris, scrubs, pyjamas...) join a line
 * only when the brief names or cues them or the style favours them.
 */
const CORE = new Set(
	`t-shirt tank-top camisole crop-top top blouse shirt polo sweater sweatshirt hoodie cardigan vest
	jacket bomber blazer coat trench raincoat puffer parka dress skirt
	trousers jeans shorts leggings joggers jumpsuit romper overalls sneakers boots heels sandals flats
	loafers handbag tote backpack clutch cap hat beanie belt scarf sunglasses`.split(/\s+/),
);

/** Season, occasion and category words, and the garments they call for. */
const CUES: readonly (readonly [words: string[], garments: string[]])[] = [
	[
		['resort', 'summer', 'vacation', 'beach', 'riviera', 'ss', 'spring', 'picnic', 'travel'],
		['shorts', 'dress', 'shirt', 'sandals', 'tank-top', 'skirt', 'hat', 'kaftan', 'romper', 'tote'],
	],
	[
		['winter', 'autumn', 'fall', 'aw', 'fw', 'cold', 'snow'],
		['coat', 'sweater', 'boots', 'scarf', 'parka', 'cardigan', 'beanie', 'gloves', 'trousers'],
	],
	[
		[
			'evening',
			'eveningwear',
			'bridal',
			'party',
			'gala',
			'cocktail',
			'occasion',
			'wedding',
			'formal',
			'tuxedo',
			'black tie',
			'white tie',
		],
		[
			'gown',
			'dress',
			'blazer',
			'clutch',
			'heels',
			'camisole',
			'skirt',
			'cape',
			'suit',
			'loafers',
			'trousers',
			'shirt',
		],
	],
	[
		['workwear', 'utility', 'work', 'workshop'],
		['jacket', 'trousers', 'overalls', 'shirt', 'boots', 'vest', 'cap'],
	],
	[
		['tailoring', 'suiting', 'office', 'tailored'],
		['blazer', 'trousers', 'suit', 'shirt', 'coat', 'skirt', 'loafers', 'trench'],
	],
	[
		['athleisure', 'sport', 'sports', 'gym', 'active', 'activewear', 'tennis', 'running'],
		['leggings', 'sports-bra', 'joggers', 'hoodie', 'sneakers', 'tank-top', 'shorts', 'jacket'],
	],
	[
		['lounge', 'loungewear', 'sleep', 'sleepwear', 'home'],
		['pyjamas', 'hoodie', 'joggers', 'sweatshirt', 'slippers', 't-shirt', 'cardigan', 'socks'],
	],
	[
		['knitwear', 'knits', 'knit'],
		['sweater', 'cardigan', 'vest', 'scarf', 'beanie', 'gloves', 'socks'],
	],
	[['denim'], ['jeans', 'jacket', 'shirt', 'skirt', 'shorts', 'overalls']],
	[
		['gifting', 'gift', 'gifts', 'christmas', 'festive', 'stocking'],
		['scarf', 'gloves', 'beanie', 'socks', 'sweater', 'cardigan', 'slippers', 'pyjamas'],
	],
	[
		['swim', 'swimwear', 'pool'],
		['swimsuit', 'bikini', 'kaftan', 'sandals', 'hat', 'sunglasses'],
	],
	[
		['street', 'streetwear', 'skate', 'urban'],
		['hoodie', 't-shirt', 'sneakers', 'cap', 'joggers', 'bomber'],
	],
	[['festival'], ['shorts', 'crop-top', 'kimono', 'boots', 'hat', 'dress', 'vest']],
];

/**
 * Prints made for certain garments: fair isle and argyle are knitted in, pinstripes and
 * houndstooth are suiting cloths, camouflage is for utility pieces. Others go on anything printable.
 */
export const PRINT_GARMENTS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
	Object.entries({
		'fair-isle': 'sweater cardigan vest beanie scarf gloves socks poncho',
		argyle: 'sweater cardigan vest socks scarf polo',
		pinstripes: 'suit trousers blazer shirt skirt coat dress vest jacket',
		houndstooth: 'coat blazer trousers skirt suit cape scarf hat dress jacket trench',
		herringbone: 'coat blazer trousers skirt suit cape scarf hat jacket trench cap',
		camouflage:
			'jacket trousers shorts cap bomber parka t-shirt hoodie tote backpack joggers sweatshirt overalls',
	}).map(([pattern, list]) => [pattern, new Set(list.split(' '))]),
);

/** Words that make the line menswear, and what menswear leaves out unless the brief names it. */
const MENSWEAR_WORDS = new Set(['menswear', 'men', 'mens', 'man', 'gentlemen', 'tailor']);
const NOT_MENSWEAR = new Set(
	`dress gown kaftan nightdress saree lehenga skirt camisole blouse crop-top bodysuit corset
	heels flats clutch handbag bra bikini swimsuit romper earrings necklace kurti shrug leggings
	tights dupatta capris`.split(/\s+/),
);

/** Family words that lead a line: "accessories-led", "outerwear drop". */
const FAMILY_LEADS: Readonly<Record<string, LineFamily>> = {
	accessories: 'accessories',
	accessory: 'accessories',
	outerwear: 'outerwear',
	bottoms: 'bottoms',
	knitwear: 'tops',
	dresses: 'dresses',
	tops: 'tops',
};

/** Whether the garment is usually made of the cloth, or of the cloth's family (merino is wool). */
export function wears(garment: GarmentDef, material: string): boolean {
	const family = MATERIAL_FAMILY[material];
	return (
		garment.materials.includes(material) ||
		(family !== undefined && garment.materials.includes(family))
	);
}

export interface GarmentPool {
	/** Each family's weight in the line (0: left out). */
	weights: Map<LineFamily, number>;
	/** Garments the line may use, by family, best first, with how well each suits the brief. */
	byFamily: Map<LineFamily, { id: string; score: number }[]>;
	named: string[];
	/**
	 * Families left out (weight 0) that a line may still open, in that order, when what is left
	 * has fewer than the three families the contract asks of a line: menswear's dresses, then the
	 * families the brief rules out.
	 */
	reserve: LineFamily[];
}

/** The garments a brief's line may use, scored, and how much of the line each family gets. */
export function garmentPool(reading: BriefReading, styleId: StyleId): GarmentPool {
	const style = STYLE_PROFILES[styleId];
	const menswear = [...reading.words].some((word) => MENSWEAR_WORDS.has(word));
	const cued = new Map<string, number>();
	for (const [words, garments] of CUES)
		if (
			words.some(
				(word) => reading.words.has(word) || [...reading.words].some((w) => isSeasonCode(w, word)),
			)
		)
			for (const id of garments) cued.set(id, (cued.get(id) ?? 0) + 3);
	for (const id of reading.hints) cued.set(id, (cued.get(id) ?? 0) + 3);
	const styled = new Map(style.garments.map(([id, weight]) => [id, weight]));
	const named = reading.garments;
	const allowed = (def: GarmentDef): boolean =>
		!reading.excludedGarments.has(def.id) &&
		(named.includes(def.id) || !(menswear && NOT_MENSWEAR.has(def.id)));
	const byFamily = new Map<LineFamily, { id: string; score: number }[]>();
	for (const def of GARMENTS) {
		if (!allowed(def)) continue;
		const core = CORE.has(def.id);
		const cue = cued.get(def.id) ?? 0;
		const liked = styled.get(def.id) ?? 0;
		if (!named.includes(def.id) && !core && cue === 0 && liked === 0) continue;
		// A cloth the garment is usually made of counts more than one of that cloth's family
		// (waxed cotton suits a jacket; that it is cotton says little for a tank top).
		const cloth = Math.max(
			0,
			...reading.materials.map((material) =>
				def.materials.includes(material) ? 3 : wears(def, material) ? 1 : 0,
			),
		);
		const print = reading.pattern && PRINT_GARMENTS[reading.pattern]?.has(def.id) ? 2 : 0;
		const score = cue + liked * 1.5 + cloth + print + (core ? 1 : 0);
		const family = lineFamily(def.family);
		const list = byFamily.get(family) ?? [];
		list.push({ id: def.id, score });
		byFamily.set(family, list);
	}
	for (const list of byFamily.values()) list.sort((a, b) => b.score - a.score);

	const weights = new Map<LineFamily, number>();
	for (const family of LINE_FAMILIES) {
		const list = byFamily.get(family);
		if (!list || list.length === 0) continue;
		const styleWeight = style.garments
			.filter(([id]) => list.some((entry) => entry.id === id))
			.reduce((sum, [, weight]) => sum + weight, 0);
		const namedHere = named.filter((id) => familyOfGarment(id) === family).length;
		const leads = [...reading.words].filter((word) => FAMILY_LEADS[word] === family).length;
		// Accessories and one-pieces support a line rather than lead it, unless the brief says so.
		const base = family === 'accessories' || family === 'one-pieces' ? 1.5 : 3;
		const menswearCut = menswear && family === 'dresses' && namedHere === 0 ? 0 : 1;
		const clothFit = list.some((entry) =>
			reading.materials.some((m) => wears(GARMENT_BY_ID.get(entry.id)!, m)),
		)
			? 1
			: reading.materials.length > 0
				? 0.5
				: 1;
		// A brief that lists its garments has said what the line is: a family it neither names nor
		// cues only fills in (the variety floor still opens enough families).
		const unasked =
			named.length >= 3 && namedHere === 0 && !list.some((entry) => cued.has(entry.id)) ? 0.4 : 1;
		const excluded = reading.excludedFamilies.has(family) ? 0 : 1;
		weights.set(
			family,
			excluded *
				menswearCut *
				(unasked * (base * clothFit + styleWeight / 4) + namedHere * 2.5 + leads * 6),
		);
	}
	const reserve = [...weights]
		.filter(([, weight]) => weight === 0)
		.map(([family]) => family)
		.sort(
			(a, b) => Number(reading.excludedFamilies.has(a)) - Number(reading.excludedFamilies.has(b)),
		);
	return { weights, byFamily, named, reserve };
}

/** "AW27" is autumn/winter, "SS27" spring/summer: a season code counts as its word. */
function isSeasonCode(token: string, word: string): boolean {
	return (
		(word === 'aw' || word === 'fw' || word === 'ss') && new RegExp(`^${word}\\d{2,4}$`).test(token)
	);
}

/**
 * The line's garments, `count` of them: each slot goes to the family furthest below its share
 * (a divisor method over the family weights), and within a family to the best garment the line
 * has used least, named ones first, so the first slots cover the most families.
 */
export function pickGarments(pool: GarmentPool, count: number, rng: Random): string[] {
	const families = [...pool.weights].filter(([, weight]) => weight > 0);
	// The contract's floor of three families outranks a brief that rules out all but one or two.
	for (const family of pool.reserve)
		if (families.length < Math.min(3, count)) families.push([family, 0.5]);
	const taken = new Map<LineFamily, number>();
	const used = new Map<string, number>();
	const cap = repeatCap(count);
	const line: string[] = [];
	const floor = varietyFloor(count);
	const unused = (family: LineFamily): boolean =>
		pool.byFamily.get(family)!.some((entry) => !used.has(entry.id));
	for (let slot = 0; slot < count; slot++) {
		const left = count - slot;
		const mustOpen = floor.families - new Set(line.map(familyOfGarment)).size >= left;
		// Once the line has only as many slots left as it needs new garments for, or twice as
		// many, every slot (then every other) takes a garment the line does not have yet.
		const needed = floor.garments - used.size;
		const fresh = needed >= left || (needed * 2 >= left && slot % 2 === 0);
		const open = families.filter(
			([family]) =>
				(!mustOpen || !taken.has(family)) &&
				(!fresh || unused(family)) &&
				pool.byFamily.get(family)!.some((entry) => (used.get(entry.id) ?? 0) < cap),
		);
		const choices = open.length > 0 ? open : families;
		const [family] = choices.reduce((best, next) =>
			priority(next, taken) > priority(best, taken) ? next : best,
		);
		taken.set(family, (taken.get(family) ?? 0) + 1);
		const list = pool.byFamily.get(family)!;
		const candidates = fresh && unused(family) ? list.filter((e) => !used.has(e.id)) : list;
		const id = pickInFamily(candidates, used, pool.named, cap, rng);
		used.set(id, (used.get(id) ?? 0) + 1);
		line.push(id);
	}
	return line;
}

function priority([family, weight]: [LineFamily, number], taken: Map<LineFamily, number>): number {
	return weight / (2 * (taken.get(family) ?? 0) + 1);
}

function pickInFamily(
	list: readonly { id: string; score: number }[],
	used: Map<string, number>,
	named: readonly string[],
	cap: number,
	rng: Random,
): string {
	const open = list.filter((entry) => (used.get(entry.id) ?? 0) < cap);
	const pool = open.length > 0 ? open : list;
	const unusedNamed = named.find(
		(id) => (used.get(id) ?? 0) === 0 && pool.some((entry) => entry.id === id),
	);
	if (unusedNamed) return unusedNamed;
	// A garment already in the line counts for less each time, so a line repeats its best pieces
	// before it reaches for ones that hardly suit it, but never leans on one.
	const ranked = pool
		.map((entry) => {
			const times = used.get(entry.id) ?? 0;
			const score = entry.score + (named.includes(entry.id) ? 3 : 0);
			return { id: entry.id, value: score / (1 + 1.5 * times) };
		})
		.sort((a, b) => b.value - a.value);
	// The best few that suit the line at least half as well as the best, weighted: a seed changes
	// which of the likely garments comes next, never to one that hardly suits.
	const likely = ranked.slice(0, 3).filter((entry) => entry.value >= ranked[0].value / 2);
	return rng.weighted(likely.map((entry) => [entry.id, entry.value] as const));
}
