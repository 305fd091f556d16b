/**
 * Edits: a design changed in plain words ("make it navy with short sleeves", "swap the zip for
 * buttons"). The instruction is read by the prompt parser (edit-read.ts) and only what it names
 * changes; everything else stays as the design has it. Where it names something open ("add a
 * print", a garment whose sleeves the design does not say), the edit's seed chooses.
 */
import { repaint } from './colorway';
import { readEdit, type EditReading } from './edit-read';
import { editColors, sameColors } from './edit-colors';
import { DETAIL_BY_ID, GARMENT_BY_ID, PATTERN_IDS } from './lexicon';
import { CLASHING_DETAILS, POCKET_KINDS, type DetailGroup } from './lexicon/details';
import type { GarmentDef } from './lexicon/garments';
import { contradicts, settlePockets } from './named-details';
import { streamFor, type Random } from './random';
import {
	DETAIL_GROUPS,
	GROUPS_BY_FAMILY,
	NECK_REPLACING,
	chooseMaterial,
	orderDetails,
	textureOf,
	withFamilies,
	type DesignPlan,
} from './resolve';
import { OPEN_GROUP_RULES, applies, type Choosing } from './resolve-details';
import { normalizeText } from './text';

/** One edit of a design: the instruction as given, and the seed of what it leaves open. */
export interface DesignEdit {
	instruction: string;
	/** Integer 0 .. 2^31 - 1. */
	seed: number;
}

/**
 * Why something the instruction named changed nothing: the garment has no such part
 * (`not-on-garment`: sleeves on jeans), the design already is so (`already`), or there was
 * nothing of it to take off (`absent`).
 */
export type UnchangedReason = 'not-on-garment' | 'already' | 'absent';

export interface EditOutcome {
	plan: DesignPlan;
	reading: EditReading;
	/** Whether the design changed at all (garment, colours, print, cloth or details). */
	changed: boolean;
	/** Ids the instruction named that changed nothing, and why. */
	unchanged: { id: string; why: UnchangedReason }[];
}

/** The design `plan` with `edit` applied. `key` keys the edit's seeded choices (with its words). */
export function applyEdit(plan: DesignPlan, edit: DesignEdit, key: string): EditOutcome {
	const reading = readEdit(edit.instruction);
	const editKey = `${key}|edit|${normalizeText(edit.instruction)}`;
	const random = (purpose: string): Random => streamFor(edit.seed >>> 0, editKey, purpose);
	const unchanged: EditOutcome['unchanged'] = [];
	const details = editDetails(plan, reading, random, unchanged);
	const materials = editMaterials(plan, reading, details.garment, random, unchanged);
	const pattern = editPattern(plan, reading, random, unchanged);
	const partColors = new Map(plan.partColors);
	for (const color of reading.parsed.colors.filter((c) => c.role === 'part')) {
		const part = color.detail ?? 'trim';
		// "Gold buttons" on a cap, which has none to colour (its buttons are refused above).
		if (color.detail !== undefined && !details.features.has(color.detail)) continue;
		if (partColors.get(part) === color.hex) unchanged.push({ id: color.name, why: 'already' });
		else partColors.set(part, color.hex);
	}
	let edited: DesignPlan = {
		...plan,
		...details,
		family: details.garment.family,
		partColors,
		pattern,
		materials,
		texture: materials === plan.materials ? plan.texture : textureOf(materials),
	};
	const colors = editColors(plan, edited, reading, random, unchanged);
	if (colors !== plan.colors)
		edited = plan.colorway
			? // A colourway paints only its colours: the new ones take the roles (colorway.ts).
				repaint({ ...edited, colorway: undefined }, colors.slice(0, 4), random('colourway'))
			: { ...edited, colors };
	return { plan: edited, reading, changed: differs(plan, edited), unchanged };
}

/** What `details` decides of a plan. */
type PlanDetails = Pick<
	DesignPlan,
	'garment' | 'sleeves' | 'neckline' | 'length' | 'fit' | 'shape' | 'rise' | 'features' | 'details'
>;

const groupOf = (id: string): DetailGroup | undefined => DETAIL_BY_ID.get(id)?.group;

/**
 * The garment and its details: a garment the instruction names keeps every detail of the design
 * that it can have, takes what makes it that garment (a hoodie's hood, a tank top's bare arms),
 * and its seed fills what it needs that the design does not say (a dress's length). Named details
 * replace what they contradict (another sleeve, another kind of fastening or pocket); those it
 * rules out are taken off.
 */
function editDetails(
	plan: DesignPlan,
	reading: EditReading,
	random: (purpose: string) => Random,
	unchanged: EditOutcome['unchanged'],
): PlanDetails {
	const { parsed } = reading;
	const excluded = parsed.excluded;
	const chosen = new Map<DetailGroup, string>();
	for (const group of DETAIL_GROUPS) {
		const id = plan[group];
		if (id !== undefined) chosen.set(group, id);
	}
	const features = new Set(plan.features);
	const groupValues = new Set(chosen.values());
	let alsoNamed = plan.details.filter((id) => !features.has(id) && !groupValues.has(id));
	const c: Choosing = {
		parsed,
		style: plan.style,
		garment: plan.garment,
		groups: GROUPS_BY_FAMILY[plan.family],
		random,
		chosen,
		features,
		alsoNamed,
		neckless: false,
	};
	const before = JSON.stringify([[...chosen], [...features], alsoNamed]);
	/** Groups left open that the rules fill once the edit is done. */
	const refill = new Set<DetailGroup>();
	const clearGroup = (group: DetailGroup): void => {
		chosen.delete(group);
		alsoNamed = alsoNamed.filter((id) => groupOf(id) !== group);
	};
	const setGroup = (group: DetailGroup, id: string): void => {
		clearGroup(group);
		chosen.set(group, id);
	};

	const named = parsed.garment;
	const garment = named === undefined ? undefined : GARMENT_BY_ID.get(named)!;
	if (garment && excluded.has(garment.id)) {
		// "Not a dress": nothing to change to.
	} else if (garment?.id === plan.garment.id) unchanged.push({ id: garment.id, why: 'already' });
	else if (garment) {
		c.garment = garment;
		c.groups = GROUPS_BY_FAMILY[garment.family];
		for (const [group, id] of [...chosen]) if (!applies(c, id)) chosen.delete(group);
		for (const id of [...features])
			if (!applies(c, id) || garment.never?.includes(id)) features.delete(id);
		alsoNamed = alsoNamed.filter((id) => applies(c, id));
		// A garment made one way only is made so: a tank top is sleeveless, a sweater long-sleeved.
		for (const [group, options] of [
			['sleeves', garment.sleeves],
			['neckline', garment.necklines],
		] as const) {
			const only = new Set(options);
			const [id] = only;
			if (only.size === 1 && applies(c, id) && !excluded.has(id)) setGroup(group, id);
		}
		const takeDefining = (id: string): void => {
			if (excluded.has(id) || !applies(c, id)) return;
			const group = groupOf(id)!;
			if (group !== 'feature') setGroup(group, id);
			else if (!contradicts(id, features, garment)) features.add(id);
		};
		garment.always?.forEach(takeDefining);
		for (const qualifier of parsed.qualifiers) {
			const def = GARMENT_BY_ID.get(qualifier)!;
			def.always?.filter((id) => id !== 'cropped').forEach(takeDefining);
			if (def.sleeves && !chosen.has('sleeves')) takeDefining(def.sleeves[0]);
		}
		// Every group the new garment has and the design left open.
		c.groups.forEach((group) => refill.add(group));
	}

	// Details named: a group takes the named value (the first named, a sleeve shape before its
	// length, as a prompt's are read); a feature replaces what it contradicts.
	const namedGroups = new Map<DetailGroup, string | undefined>();
	for (const id of parsed.details) {
		const group = groupOf(id)!;
		if (group !== 'feature' && applies(c, id) && !namedGroups.has(group)) {
			namedGroups.set(group, chosen.get(group));
			clearGroup(group);
		}
	}
	for (const id of parsed.details) {
		if (!applies(c, id)) {
			unchanged.push({ id, why: 'not-on-garment' });
			continue;
		}
		const group = groupOf(id)!;
		if (group === 'feature') {
			if (features.has(id)) {
				unchanged.push({ id, why: 'already' });
				continue;
			}
			for (const other of [...features]) {
				const clashes = CLASHING_DETAILS.some((pair) => pair.includes(id) && pair.includes(other));
				if (clashes || contradicts(id, new Set([other]), c.garment)) features.delete(other);
			}
			if (id === 'slip-on') features.delete('lace-up');
			features.add(id);
			continue;
		}
		const held = chosen.get(group);
		if (held === undefined) chosen.set(group, id);
		else if (held !== id && (group === 'sleeves' || group === 'neckline')) {
			// "Short puff sleeves": the shape is drawn, the length listed after it.
			const lengthFirst = ['short-sleeves', 'long-sleeves', 'three-quarter-sleeves'];
			const shapeFirst = lengthFirst.includes(held) && !lengthFirst.includes(id);
			if (shapeFirst) chosen.set(group, id);
			alsoNamed.push(shapeFirst ? held : id);
		}
	}
	for (const [group, was] of namedGroups)
		if (chosen.get(group) === was) unchanged.push({ id: was!, why: 'already' });

	// What the instruction takes off; not what a swap would replace with details that do not
	// apply ("buttons instead of the zip" leaves a boot its zip).
	const swapsForNothing = parsed.details.length > 0 && !parsed.details.some((id) => applies(c, id));
	for (const id of excluded) {
		const group = groupOf(id);
		if (group === undefined || parsed.details.includes(id) || swapsForNothing) continue;
		const present = (detail: string): boolean =>
			features.has(detail) || alsoNamed.includes(detail) || chosen.get(group) === detail;
		const gone =
			id === 'pockets' ? ['pockets', ...POCKET_KINDS].filter(present) : [id].filter(present);
		if (gone.length === 0) {
			unchanged.push({ id, why: 'absent' });
			continue;
		}
		for (const detail of gone) {
			features.delete(detail);
			alsoNamed = alsoNamed.filter((other) => other !== detail);
			if (group !== 'feature' && chosen.get(group) === detail) {
				chosen.delete(group);
				refill.add(group);
			}
		}
		// Pockets with no kind left are none at all: the garment's usual kind would come back.
		if (POCKET_KINDS.includes(id) && !POCKET_KINDS.some((kind) => features.has(kind)))
			features.delete('pockets');
	}

	const touched = JSON.stringify([[...chosen], [...features], alsoNamed]) !== before;
	if (!touched && c.garment === plan.garment) return detailsOf(plan);
	if (!chosen.has('fit')) refill.add('fit');
	if (refill.size > 0) {
		// The rules fill every open group; only those the edit opened or the garment needs keep theirs.
		const open = DETAIL_GROUPS.filter((group) => !chosen.has(group) && !refill.has(group));
		c.neckless = NECK_REPLACING.some((id) => features.has(id));
		c.alsoNamed = alsoNamed;
		for (const rule of OPEN_GROUP_RULES) if (rule.when(c)) rule.then(c);
		for (const group of open) chosen.delete(group);
	}
	settlePockets(features, c.garment, (id) => applies(c, id) && !excluded.has(id));
	return {
		garment: c.garment,
		sleeves: chosen.get('sleeves'),
		neckline: chosen.get('neckline'),
		length: chosen.get('length'),
		fit: chosen.get('fit') ?? plan.fit,
		shape: chosen.get('shape'),
		rise: chosen.get('rise'),
		features,
		details: orderDetails(c.groups, chosen, features, alsoNamed),
	};
}

const detailsOf = (plan: DesignPlan): PlanDetails => ({
	garment: plan.garment,
	sleeves: plan.sleeves,
	neckline: plan.neckline,
	length: plan.length,
	fit: plan.fit,
	shape: plan.shape,
	rise: plan.rise,
	features: plan.features,
	details: plan.details,
});

/** Cloths named replace the design's; cloths ruled out go, and the seed chooses one if none is left. */
function editMaterials(
	plan: DesignPlan,
	reading: EditReading,
	garment: GarmentDef,
	random: (purpose: string) => Random,
	unchanged: EditOutcome['unchanged'],
): string[] {
	const { parsed } = reading;
	const excluded = parsed.excluded;
	const named = parsed.materials.filter((id) => !excluded.has(id));
	const trims = parsed.trimMaterials.filter((id) => !excluded.has(id));
	let materials: string[];
	if (named.length > 0) materials = withFamilies(named, trims);
	else {
		const kept = plan.materials.filter((id) => !excluded.has(id));
		for (const id of parsed.materials.filter((id) => excluded.has(id)))
			if (!plan.materials.includes(id)) unchanged.push({ id, why: 'absent' });
		materials = withFamilies(
			kept.length > 0 ? kept : [chooseMaterial(parsed, garment, plan.style, random('material'))],
			trims,
		);
	}
	if (materials.join() === plan.materials.join()) {
		[...named, ...trims].forEach((id) => unchanged.push({ id, why: 'already' }));
		return plan.materials;
	}
	return materials;
}

/** A print named, or chosen by the seed for "add a print"; none for "plain" or one ruled out. */
function editPattern(
	plan: DesignPlan,
	reading: EditReading,
	random: (purpose: string) => Random,
	unchanged: EditOutcome['unchanged'],
): string {
	const { parsed, print } = reading;
	const excluded = parsed.excluded;
	if (parsed.pattern !== undefined) {
		if (parsed.pattern === plan.pattern) unchanged.push({ id: parsed.pattern, why: 'already' });
		return parsed.pattern;
	}
	if (print === 'open') {
		const open = (id: string): boolean =>
			id !== 'solid' && id !== plan.pattern && !excluded.has(id);
		const liked = plan.style.patterns.filter(open);
		return random('pattern').pick(liked.length > 0 ? liked : [...PATTERN_IDS].filter(open));
	}
	const ruledOut = print === 'none' || excluded.has(plan.pattern);
	if (!ruledOut) {
		for (const id of excluded) if (PATTERN_IDS.has(id)) unchanged.push({ id, why: 'absent' });
		return plan.pattern;
	}
	if (plan.pattern === 'solid') unchanged.push({ id: 'solid', why: 'already' });
	return 'solid';
}

/** Whether the edit changed what the design is: garment, colours, print, cloth, details, part colours. */
function differs(a: DesignPlan, b: DesignPlan): boolean {
	return (
		a.garment !== b.garment ||
		!sameColors(a.colors, b.colors) ||
		a.pattern !== b.pattern ||
		a.materials.join() !== b.materials.join() ||
		a.details.join() !== b.details.join() ||
		a.fit !== b.fit ||
		JSON.stringify([...a.partColors]) !== JSON.stringify([...b.partColors])
	);
}
