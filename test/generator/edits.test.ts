import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	STYLE_IDS,
	generateDesign,
	planDesign,
	previewEdit,
	readInstruction,
	resolveColorName,
	type DesignSpec,
	type GeneratedDesign,
} from '../../server/generator';
import { COLOR_BY_NAME, DETAIL_BY_ID, GARMENT_BY_ID } from '../../server/generator/lexicon';
import { POCKET_KINDS } from '../../server/generator/lexicon/details';
import { GROUPS_BY_FAMILY } from '../../server/generator/resolve';

/**
 * Edits (docs/contract.md "Edits"): what an instruction names changes, everything else stays as
 * the design had it. Many designs (prompts of the catalogue fixtures, in every style) each take
 * many instructions of every kind; for each, the named change must show in the design's fields,
 * and the share of edits that changed nothing else is printed.
 */
const FIXTURES = [
	'catalogue-holdout',
	'catalogue-fresh-dev',
	'catalogue-fresh-holdout',
	'catalogue-descriptions',
	'catalogue-titles',
	'catalogue-accessories',
];
const PER_FIXTURE = 24;
const specs: DesignSpec[] = FIXTURES.flatMap((name) => {
	const rows = JSON.parse(
		readFileSync(join(__dirname, '..', 'fixtures', `${name}.json`), 'utf8'),
	) as { prompt: string }[];
	const step = Math.floor(rows.length / PER_FIXTURE);
	return Array.from({ length: PER_FIXTURE }, (_, i) => rows[i * step].prompt);
}).map((prompt, i) => ({ prompt, style: STYLE_IDS[i % STYLE_IDS.length], seed: 1000 + i * 7 }));

type Field = 'garment' | 'colors' | 'pattern' | 'materials' | 'details';
const FIELDS: Field[] = ['garment', 'colors', 'pattern', 'materials', 'details'];
const names = (design: GeneratedDesign): string[] => design.colors.map((color) => color.name);

interface Kind {
	kind: string;
	/** The instruction, or undefined where it does not fit the design (nothing to swap). */
	text: string | ((source: GeneratedDesign) => string | undefined);
	/** The fields it names, which may change. */
	may: Field[];
	/** Detail ids it may add or take off (with `details` not in `may`): the rest must stay. */
	touches?: readonly string[];
	/** Whether the change it names was made. */
	made: (edited: GeneratedDesign, source: GeneratedDesign, spec: DesignSpec) => boolean;
	/** Whether what it did beyond the named fields is only what it implies (colours: see below). */
	only?: (edited: GeneratedDesign, source: GeneratedDesign) => boolean;
}

const has = (design: GeneratedDesign, id: string): boolean => design.details.includes(id);
const groupIds = (group: string): string[] =>
	[...DETAIL_BY_ID.values()].filter((d) => d.group === group).map((d) => d.id);
const CLOSURES = ['zip', 'buttons', 'double-breasted', 'wrap'];
const POCKETS = ['pockets', ...POCKET_KINDS];

/** A colour the design does not have, for swaps and recolours. */
const freshColor = (source: GeneratedDesign, options: string[]): string =>
	options.find((name) => !names(source).includes(name))!;
/** The unnamed colours keep their places: only the first `n` (the named) differ. */
const keepsColorsAfter =
	(n: number) =>
	(edited: GeneratedDesign, source: GeneratedDesign): boolean =>
		JSON.stringify(edited.colors.slice(n)) === JSON.stringify(source.colors.slice(n));
/** A new print keeps every colour and may add the colours it shows. */
const keepsColorsAdding = (edited: GeneratedDesign, source: GeneratedDesign): boolean =>
	JSON.stringify(edited.colors.slice(0, source.colors.length)) === JSON.stringify(source.colors);

const group = (kind: string, text: string, groupName: string, id: string): Kind => ({
	kind,
	text,
	may: [],
	touches: groupIds(groupName),
	made: (edited) => has(edited, id),
});

/** Features to add, by the words that name them. */
const ADD: [text: string, id: string, touches: readonly string[]][] = [
	['add a hood', 'hood', ['hood']],
	['with pockets', 'pockets', POCKETS],
	['add a belt', 'belt', ['belt']],
	['add ruffles', 'ruffles', ['ruffles']],
	['add a zip', 'zip', CLOSURES],
	['with embroidery', 'embroidery', ['embroidery']],
	['add a collar', 'collar', ['collar']],
];
/** Features to take off, by the word that names them. */
const REMOVABLE: [word: string, ids: readonly string[]][] = [
	['pockets', POCKETS],
	['hood', ['hood']],
	['belt', ['belt']],
	['zip', ['zip']],
	['buttons', ['buttons']],
	['ruffles', ['ruffles']],
	['drawstring', ['drawstring']],
	['collar', ['collar']],
	['studs', ['studs']],
];
const removable = (source: GeneratedDesign) =>
	REMOVABLE.find(([, ids]) => ids.some((id) => has(source, id)));

const KINDS: Kind[] = [
	// Garment: the details it can have stay (checked by `only`); what it needs may come.
	...[
		['make it a dress', 'dress'],
		['make it a hoodie', 'hoodie'],
		['turn it into a jacket', 'jacket'],
		['make it a t-shirt', 't-shirt'],
		['make it a skirt', 'skirt'],
		['make it jeans', 'jeans'],
		['as sneakers', 'sneakers'],
	].map(([text, id]): Kind => ({
		kind: 'garment',
		text,
		may: ['garment', 'details'],
		made: (edited) => edited.garment === id,
		only: keepsApplicableDetails,
	})),
	{
		kind: 'colour',
		text: 'make it navy',
		may: ['colors'],
		made: (edited) => names(edited)[0] === 'navy',
		only: keepsColorsAfter(1),
	},
	{
		kind: 'colour',
		text: 'in navy and white',
		may: ['colors'],
		made: (edited) => names(edited)[0] === 'navy' && names(edited)[1] === 'white',
		only: keepsColorsAfter(2),
	},
	{
		kind: 'colour',
		text: 'change the colour to burgundy',
		may: ['colors'],
		made: (edited) => names(edited)[0] === 'burgundy',
		only: keepsColorsAfter(1),
	},
	{
		kind: 'colour',
		text: (source) =>
			`${freshColor(source, ['emerald', 'mustard', 'lilac'])} instead of ${names(source)[0]}`,
		may: ['colors'],
		made: (edited, source) =>
			names(edited)[0] === freshColor(source, ['emerald', 'mustard', 'lilac']),
		only: keepsColorsAfter(1),
	},
	{
		kind: 'part colour',
		text: 'gold buttons',
		may: [],
		touches: CLOSURES,
		made: (edited, _source, spec) =>
			has(edited, 'buttons') &&
			planDesign(spec).partColors.get('buttons') === COLOR_BY_NAME.get('gold'),
	},
	{
		kind: 'part colour',
		text: 'make the buttons gold',
		may: [],
		touches: CLOSURES,
		made: (edited, _source, spec) =>
			has(edited, 'buttons') &&
			planDesign(spec).partColors.get('buttons') === COLOR_BY_NAME.get('gold'),
	},
	{
		kind: 'remove detail',
		// Two things to take off, as a list: "remove the hood and the pockets".
		text: (source) => {
			const present = REMOVABLE.filter(([, ids]) => ids.some((id) => has(source, id)));
			return present.length < 2
				? undefined
				: `remove the ${present[0][0]} and the ${present[1][0]}`;
		},
		may: [],
		touches: REMOVABLE.flatMap(([, ids]) => ids),
		made: (edited, source) =>
			REMOVABLE.filter(([, ids]) => ids.some((id) => has(source, id)))
				.slice(0, 2)
				.every(([, ids]) => !ids.some((id) => has(edited, id))),
	},
	{
		kind: 'print',
		text: 'add stripes',
		may: ['pattern', 'colors'],
		made: (edited) => edited.pattern === 'stripes',
		only: keepsColorsAdding,
	},
	{
		kind: 'print',
		text: 'make it floral',
		may: ['pattern', 'colors'],
		made: (edited) => edited.pattern === 'floral',
		only: keepsColorsAdding,
	},
	{
		kind: 'print',
		text: 'in leopard print',
		may: ['pattern', 'colors'],
		made: (edited) => edited.pattern === 'leopard',
		only: keepsColorsAdding,
	},
	{
		kind: 'print',
		text: 'add a print',
		may: ['pattern', 'colors'],
		made: (edited, source) => edited.pattern !== 'solid' && edited.pattern !== source.pattern,
		only: keepsColorsAdding,
	},
	{ kind: 'print', text: 'plain', may: ['pattern'], made: (edited) => edited.pattern === 'solid' },
	{
		kind: 'print',
		text: 'no print',
		may: ['pattern'],
		made: (edited) => edited.pattern === 'solid',
	},
	{
		kind: 'print',
		text: 'remove the print',
		may: ['pattern'],
		made: (edited) => edited.pattern === 'solid',
	},
	...['linen', 'leather', 'silk', 'wool', 'denim'].map((id): Kind => ({
		kind: 'material',
		text: `in ${id}`,
		may: ['materials'],
		made: (edited) => edited.materials[0] === id,
	})),
	group('sleeves', 'short sleeves', 'sleeves', 'short-sleeves'),
	group('sleeves', 'sleeveless', 'sleeves', 'sleeveless'),
	group('sleeves', 'with long sleeves', 'sleeves', 'long-sleeves'),
	group('sleeves', 'make the sleeves short', 'sleeves', 'short-sleeves'),
	group('sleeves', 'puff sleeves', 'sleeves', 'puff-sleeves'),
	group('neckline', 'v-neck', 'neckline', 'v-neck'),
	group('neckline', 'with a square neckline', 'neckline', 'square-neck'),
	group('length', 'cropped', 'length', 'cropped'),
	group('length', 'maxi', 'length', 'maxi'),
	group('length', 'make it knee length', 'length', 'knee-length'),
	group('fit', 'oversized', 'fit', 'oversized'),
	group('fit', 'slim fit', 'fit', 'fitted'),
	...ADD.map(([text, id, touches]): Kind => ({
		kind: 'add detail',
		text,
		may: [],
		touches,
		made: (edited) => has(edited, id),
	})),
	...['remove the', 'without the', 'no', 'take the'].map((verb): Kind => ({
		kind: 'remove detail',
		text: (source) => {
			const [word] = removable(source) ?? [];
			return word && (verb === 'take the' ? `take the ${word} off` : `${verb} ${word}`);
		},
		may: [],
		touches: POCKETS.concat(REMOVABLE.flatMap(([, ids]) => ids)),
		made: (edited, source) => !removable(source)![1].some((id) => has(edited, id)),
		only: (edited, source) => {
			const gone = removable(source)![1];
			return (
				JSON.stringify(edited.details) ===
				JSON.stringify(source.details.filter((id) => !gone.includes(id)))
			);
		},
	})),
	{
		kind: 'swap detail',
		text: (source) =>
			has(source, 'zip')
				? 'swap the zip for buttons'
				: has(source, 'buttons')
					? 'replace the buttons with a zip'
					: undefined,
		may: [],
		touches: CLOSURES,
		made: (edited, source) =>
			has(source, 'zip')
				? has(edited, 'buttons') && !has(edited, 'zip')
				: has(edited, 'zip') && !has(edited, 'buttons'),
	},
	{
		kind: 'swap detail',
		text: 'buttons instead of the zip',
		may: [],
		touches: CLOSURES,
		made: (edited) => has(edited, 'buttons') && !has(edited, 'zip'),
	},
	{
		kind: 'combined',
		text: 'make it navy with short sleeves',
		may: ['colors'],
		touches: groupIds('sleeves'),
		// Short sleeves where the garment can have them: trousers are only made navy.
		made: (edited) =>
			names(edited)[0] === 'navy' &&
			(has(edited, 'short-sleeves') ||
				!GROUPS_BY_FAMILY[GARMENT_BY_ID.get(edited.garment)!.family].includes('sleeves')),
		only: keepsColorsAfter(1),
	},
];

/**
 * A garment named keeps every detail of the design that it can have, unless it is made one way
 * in that group (a tank top's bare arms) or never has it (tights' pockets).
 */
function keepsApplicableDetails(edited: GeneratedDesign, source: GeneratedDesign): boolean {
	const garment = GARMENT_BY_ID.get(edited.garment)!;
	const groups = GROUPS_BY_FAMILY[garment.family];
	const defined = new Set(
		[
			...(garment.always ?? []),
			...(new Set(garment.sleeves).size === 1 ? garment.sleeves! : []),
			...(new Set(garment.necklines).size === 1 ? garment.necklines! : []),
		].map((id) => DETAIL_BY_ID.get(id)!.group),
	);
	return source.details.every((id) => {
		const def = DETAIL_BY_ID.get(id)!;
		const can =
			def.on.includes(garment.family) &&
			(def.group === 'feature' || groups.includes(def.group)) &&
			!garment.never?.includes(id);
		const closureSwapped = CLOSURES.includes(id) && CLOSURES.some((c) => has(edited, c));
		const pocketSwapped = POCKETS.includes(id) && has(edited, 'pockets');
		return (
			!can ||
			(def.group !== 'feature' && defined.has(def.group)) ||
			has(edited, id) ||
			closureSwapped ||
			pocketSwapped
		);
	});
}

/** Whether what the edit did beyond what it names is nothing: the other fields byte for byte. */
function nothingElse(kind: Kind, edited: GeneratedDesign, source: GeneratedDesign): boolean {
	for (const field of FIELDS) {
		if (kind.may.includes(field)) continue;
		const [a, b] =
			field === 'details' && kind.touches
				? [edited, source].map((d) => d.details.filter((id) => !kind.touches!.includes(id)))
				: [edited[field], source[field]];
		if (JSON.stringify(a) !== JSON.stringify(b)) return false;
	}
	return kind.only ? kind.only(edited, source) : true;
}

/** Whether the reason an edit changed nothing is true of the design. */
function truthful(
	{ id, why }: { id: string; why: string },
	source: GeneratedDesign,
	sourcePlan: ReturnType<typeof planDesign>,
): boolean {
	const holds =
		source.garment === id ||
		names(source).includes(id) ||
		source.pattern === id ||
		source.materials.includes(id) ||
		source.details.includes(id) ||
		(id === 'solid' && source.pattern === 'solid') ||
		[...sourcePlan.partColors.values()].includes(resolveColorName(id)?.hex ?? '');
	if (why === 'already') return holds;
	if (why === 'absent') return !holds;
	const def = DETAIL_BY_ID.get(id);
	const groups = GROUPS_BY_FAMILY[sourcePlan.family];
	return (
		def !== undefined &&
		(!def.on.includes(sourcePlan.family) ||
			(def.group !== 'feature' && !groups.includes(def.group)))
	);
}

interface Tally {
	pairs: number;
	applied: number;
	refused: number;
	made: number;
	clean: number;
	failures: string[];
	sideEffects: string[];
	byKind: Map<string, { applied: number; clean: number }>;
}

const tally: Tally = {
	pairs: 0,
	applied: 0,
	refused: 0,
	made: 0,
	clean: 0,
	failures: [],
	sideEffects: [],
	byKind: new Map(),
};

beforeAll(() => {
	specs.forEach((spec, d) => {
		const source = generateDesign(spec);
		const sourcePlan = planDesign(spec);
		KINDS.forEach((kind, k) => {
			const text = typeof kind.text === 'string' ? kind.text : kind.text(source);
			if (text === undefined) return;
			tally.pairs += 1;
			const edit = { instruction: text, seed: 31 * d + k };
			const preview = previewEdit(spec, edit);
			const context = `${JSON.stringify(spec)} + "${text}"`;
			if (!preview.changed) {
				tally.refused += 1;
				const untrue = preview.unchanged.filter((reason) => !truthful(reason, source, sourcePlan));
				if (preview.unchanged.length === 0 || untrue.length > 0)
					tally.failures.push(
						`${kind.kind} :: ${context}: refused as ${JSON.stringify(preview.unchanged)}`,
					);
				return;
			}
			const editedSpec = { ...spec, edits: [edit] };
			const edited = generateDesign(editedSpec);
			tally.applied += 1;
			const counts = tally.byKind.get(kind.kind) ?? { applied: 0, clean: 0 };
			counts.applied += 1;
			tally.byKind.set(kind.kind, counts);
			if (!kind.made(edited, source, editedSpec)) {
				tally.failures.push(
					`${kind.kind} :: ${context}: not made: ${show(edited)} from ${show(source)}`,
				);
				return;
			}
			tally.made += 1;
			if (nothingElse(kind, edited, source)) {
				tally.clean += 1;
				counts.clean += 1;
			} else
				tally.sideEffects.push(`${kind.kind} :: ${context}: ${show(source)} -> ${show(edited)}`);
		});
	});
	const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(2)}%`;
	console.log(
		[
			`Edits: ${specs.length} designs x ${KINDS.length} instructions = ${tally.pairs} edits tried; ` +
				`${tally.applied} applied, ${tally.refused} refused as changing nothing (a part the garment cannot have, or already has or lacks).`,
			`Named change made: ${tally.made} of ${tally.applied} (${pct(tally.made, tally.applied)}); ` +
				`applied with nothing else changed: ${tally.clean} of ${tally.applied} (${pct(tally.clean, tally.applied)}).`,
			...[...tally.byKind].map(
				([kind, { applied, clean }]) =>
					`  ${kind}: ${clean} of ${applied} (${pct(clean, applied)})`,
			),
			...[...new Set(tally.failures.map((line) => line.split(' :: ')[0]))].flatMap((kind) =>
				tally.failures
					.filter((line) => line.startsWith(`${kind} :: `))
					.slice(0, 5)
					.map((line) => `  FAILED (${line})`),
			),
			...[...new Set(tally.sideEffects.map((line) => line.split(' :: ')[0]))].flatMap((kind) =>
				tally.sideEffects
					.filter((line) => line.startsWith(`${kind} :: `))
					.slice(0, 4)
					.map((line) => `  other change (${line})`),
			),
		].join('\n'),
	);
}, 120_000);

function show(design: GeneratedDesign): string {
	return `${design.garment} [${names(design)}] ${design.pattern} ${design.materials} [${design.details}]`;
}

describe('edits over the catalogue', () => {
	it('tries every kind of instruction on designs of every style', () => {
		expect(new Set(specs.map((spec) => spec.style))).toEqual(new Set(STYLE_IDS));
		expect(tally.pairs).toBeGreaterThan(specs.length * 40);
		// Most instructions apply to most designs.
		expect(tally.applied).toBeGreaterThan(tally.pairs * 0.6);
	});

	it('makes the named change in every edit it applies, and refuses only for a true reason', () => {
		expect(tally.failures.slice(0, 10)).toEqual([]);
		expect(tally.made).toBe(tally.applied);
	});

	it('changes nothing else in nearly every edit', () => {
		expect(tally.clean / tally.applied).toBeGreaterThan(0.97);
	});
});

describe('reading an instruction', () => {
	it.each([
		['make it pop', [], ['pop']],
		['make it navy with cosmic energy', ['navy'], ['cosmic energy']],
		['swap the zip for buttons', ['buttons', 'zip'], []],
		['remove the pockets, please', ['pockets'], []],
		['add a print and some pizzazz', ['print'], ['pizzazz']],
		['in linen with gold buttons', ['linen', 'gold', 'buttons'], []],
		['make it look expensive', [], ['expensive']],
		// A sleeve takes no colour of its own: neither word is a change the generator can make.
		['red sleeves', [], ['red sleeves']],
		['remove the hood, the pockets and the belt', ['hood', 'pockets', 'belt'], []],
		['make the collar white and the buttons gold', ['white', 'collar', 'gold', 'buttons'], []],
	])('%s', (instruction, understood, notUnderstood) => {
		expect(readInstruction(instruction)).toEqual({ understood, notUnderstood });
	});
});

describe('edit specs', () => {
	const spec: DesignSpec = {
		prompt: 'black leather biker jacket with a zip',
		style: 'grunge',
		seed: 12,
	};

	it('draws the same edit byte for byte, and the seed chooses what the instruction leaves open', () => {
		const edited = (seed: number) =>
			generateDesign({ ...spec, edits: [{ instruction: 'add a print', seed }] });
		expect(edited(5).svg).toBe(edited(5).svg);
		const prints = new Set(Array.from({ length: 12 }, (_, seed) => edited(seed).pattern));
		expect(prints.size).toBeGreaterThan(2);
		expect(prints.has('solid')).toBe(false);
	});

	it('says in the drawing what it was edited with, and leaves the source drawing as it was', () => {
		const source = generateDesign(spec);
		const edited = generateDesign({ ...spec, edits: [{ instruction: 'in navy', seed: 1 }] });
		expect(edited.svg).toContain('Edited: &quot;in navy&quot;.');
		expect(source.svg).not.toContain('Edited:');
		expect(generateDesign({ ...spec, edits: [] }).svg).toBe(source.svg);
	});

	it('applies a chain in order: an edit of an edit', () => {
		const first = { instruction: 'make it a dress', seed: 3 };
		const second = { instruction: 'in navy with short sleeves', seed: 4 };
		const chained = generateDesign({ ...spec, edits: [first, second] });
		expect(chained.garment).toBe('dress');
		expect(names(chained)[0]).toBe('navy');
		expect(chained.details).toContain('short-sleeves');
		const { random: _chained, ...plan } = planDesign({ ...spec, edits: [first, second] });
		const { random: _stepwise, ...stepwise } = previewEdit(
			{ ...spec, edits: [first] },
			second,
		).plan;
		expect(plan).toEqual(stepwise);
	});

	it('repaints an edited design in a colourway, and edits a colourway after its repaint', () => {
		const edit = { instruction: 'make it a dress with a hood', seed: 2 };
		const colourway = generateDesign({
			...spec,
			seed: 40,
			baseSeed: spec.seed,
			colors: ['red', 'white'],
			edits: [edit],
		});
		expect(colourway.garment).toBe('dress');
		expect(colourway.details).toContain('hood');
		expect(names(colourway)).toEqual(['red', 'white']);

		const ofColourway = generateDesign({
			...spec,
			seed: 40,
			baseSeed: spec.seed,
			colors: ['red', 'white'],
			edits: [{ instruction: 'make it navy', seed: 9 }],
			editsBeforeColorway: 0,
		});
		expect(names(ofColourway)).toEqual(['navy', 'white']);
		expect(ofColourway.garment).toBe(generateDesign(spec).garment);
		// Painted in its colours only: the colourway's roles go to the new ground.
		const plan = planDesign({
			...spec,
			seed: 40,
			baseSeed: spec.seed,
			colors: ['red', 'white'],
			edits: [{ instruction: 'make it navy', seed: 9 }],
			editsBeforeColorway: 0,
		});
		expect(plan.colorway?.hexes).toEqual(plan.colors.map((color) => color.hex));
	});
});
