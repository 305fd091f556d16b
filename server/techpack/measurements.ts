/**
 * Points of measure for a design: its garment's block (tables/blocks-*.ts), changed by what the
 * design is (length, fit, sleeves, neckline, silhouette, rise) and what it shows (a hood, a
 * pocket), then graded to every size of the run and printed in the pack's unit.
 */
import type { DesignPlan } from '../generator';
import {
	FEATURES,
	FIT_EASE,
	NECKLINES,
	RISES,
	SHAPED_SLEEVE_LENGTH,
	SHAPES,
	SLEEVES,
} from './tables/adjust';
import { BLOCKS, type Block } from './tables/blocks';
import { POINTS, type PointDef } from './tables/points';
import type { SizeSystemId } from './tables/sizes';
import type { Change } from './tables/table';
import { isFine, roundCm, toleranceIn, valueIn, type SizeRun } from './sizes';
import type { PointOfMeasure, TechPackUnit } from './types';

/** A point in the base size, before grading: cm, and the grade per alpha step. */
export interface BasePoint {
	id: string;
	base: number;
	grade: number;
	/** The piece of a set it belongs to ("Trousers"), when the design is more than one piece. */
	part?: string;
}

/** A point of measure as the pack prints it, with the point's id (tests and the BOM read it). */
export interface MeasuredPoint extends PointOfMeasure {
	id: string;
	part?: string;
}

/** The block a garment is cut from; every garment the generator knows has one. */
export function blockFor(garmentId: string): Block {
	const block = BLOCKS.get(garmentId);
	if (!block) throw new Error(`techpack: no measurement block for garment '${garmentId}'`);
	return block;
}

export function pointDef(id: string): PointDef {
	const def = POINTS.get(id);
	if (!def) throw new Error(`techpack: unknown point of measure '${id}'`);
	return def;
}

const SLEEVE_LENGTHS = [
	'sleeveless',
	'cap-sleeves',
	'short-sleeves',
	'three-quarter-sleeves',
	'long-sleeves',
];
/** Blocks that measure a neckline, so a neckline word has something to change. */
const NECK_POINTS = ['neck-width', 'neck-drop', 'shoulder'];

/** The design's points in the base size: the block with every word of the design applied. */
export function basePoints(plan: DesignPlan): { system: SizeSystemId; points: BasePoint[] } {
	const block = blockFor(plan.garment.id);
	const points: BasePoint[] = block.points.map(([id, base, grade]) => ({ id, base, grade }));
	const apply = (list: readonly Change[] | undefined) => applyChanges(points, list ?? [], block);

	if (plan.length) apply(block.lengths[plan.length]);
	// A fit word is the design's only where its family takes one (shoes and bags have none).
	const fit = plan.details.includes(plan.fit) ? plan.fit : undefined;
	addEase(points, fit, block);
	if (!block.fixedSleeve && points.some((p) => p.id === 'sleeve' || p.id === 'bicep')) {
		const shape = plan.details.find((id) => id in SHAPED_SLEEVE_LENGTH);
		const length =
			plan.details.find((id) => SLEEVE_LENGTHS.includes(id)) ??
			(shape ? SHAPED_SLEEVE_LENGTH[shape] : undefined);
		if (length) apply(SLEEVES[length]);
		if (shape && length !== 'sleeveless') apply(SLEEVES[shape]);
	}
	if (plan.neckline && points.some((p) => NECK_POINTS.includes(p.id)))
		apply(NECKLINES[plan.neckline]);
	apply(relative(SHAPES, plan.shape, block.shape));
	apply(relative(RISES, plan.rise, block.rise));
	for (const id of plan.details) apply(featureChanges(id, plan, block));
	addOutseam(points, plan.family === 'bottom');

	if (block.bottoms) points.push(...bottomsPoints(block.bottoms, plan, fit));
	return { system: block.system, points };
}

/** The points graded to every size of the run, in the pack's unit, coded A, B, C… */
export function pointsOfMeasure(
	plan: DesignPlan,
	run: SizeRun,
	unit: TechPackUnit,
): MeasuredPoint[] {
	return basePoints(plan).points.map((point, i) => {
		const def = pointDef(point.id);
		const fine = isFine(def.tolerance);
		const values: Record<string, number> = {};
		run.labels.forEach((label, s) => {
			const cm = roundCm(point.base + point.grade * run.steps[s], fine);
			values[label] = valueIn(cm, unit, fine);
		});
		return {
			id: point.id,
			...(point.part ? { part: point.part } : {}),
			code: pointCode(i),
			name: point.part ? `${point.part}: ${def.name}` : def.name,
			how_to_measure: def.how,
			tolerance: toleranceIn(def.tolerance, unit, fine),
			values,
			critical: def.critical,
		};
	});
}

/** A, B … Z, AA, AB …: the letters the flats' callouts and the table share. */
export function pointCode(index: number): string {
	const letter = (i: number) => String.fromCharCode(65 + i);
	return index < 26 ? letter(index) : letter(Math.floor(index / 26) - 1) + letter(index % 26);
}

/**
 * Ease for a fit word, relative to the fit the block is cut in. A dropped shoulder takes from the
 * sleeve what it adds to the shoulder, so the reach to the wrist stays (half each side).
 */
function addEase(points: BasePoint[], fit: string | undefined, block: Block): void {
	if (!fit) return;
	const ease = (kind: string): number => {
		const of = (word: string | undefined) =>
			(word ? (FIT_EASE[word] ?? []) : []).reduce(
				(sum, c) => sum + (c.point === kind && c.op === 'add' ? c.value : 0),
				0,
			);
		return of(fit) - of(block.fit);
	};
	for (const point of points) {
		const kind = pointDef(point.id).ease;
		if (kind) point.base += ease(kind);
		if (point.id === 'sleeve' && !block.fixedSleeve && points.some((p) => p.id === 'shoulder'))
			point.base -= ease('shoulder') / 2;
	}
}

/** A word's changes less those of the word the block is already cut to (shapes, rises). */
function relative(
	table: Readonly<Record<string, Change[]>>,
	word: string | undefined,
	baseline: string | undefined,
): Change[] {
	if (!word) return [];
	const undo = (baseline ? (table[baseline] ?? []) : [])
		.filter((c) => c.op === 'add')
		.map((c) => ({ ...c, value: -(c as { value: number }).value }));
	return [...(table[word] ?? []), ...undo];
}

/** A detail's changes: the most particular row (garment, family, size system, any). */
function featureChanges(id: string, plan: DesignPlan, block: Block): Change[] | undefined {
	for (const key of [plan.garment.id, plan.family, block.system])
		if (FEATURES[`${key}:${id}`]) return FEATURES[`${key}:${id}`];
	return FEATURES[id];
}

/** Trousers: the outseam is the inseam and the front rise, so it agrees with both. */
function addOutseam(points: BasePoint[], trousers: boolean): void {
	const inseam = points.findIndex((p) => p.id === 'inseam');
	const rise = points.find((p) => p.id === 'front-rise');
	if (!trousers || inseam < 0 || !rise || points.some((p) => p.id === 'outseam')) return;
	const { base, grade, part } = points[inseam];
	points.splice(inseam + 1, 0, {
		id: 'outseam',
		base: base + rise.base,
		grade: grade + rise.grade,
		...(part ? { part } : {}),
	});
}

/** A set's bottoms (a suit's trousers): their own block, in the set's fit and leg shape. */
function bottomsPoints(id: string, plan: DesignPlan, fit: string | undefined): BasePoint[] {
	const block = blockFor(id);
	const points: BasePoint[] = block.points.map(([point, base, grade]) => ({
		id: point,
		base,
		grade,
	}));
	addEase(points, fit, block);
	applyChanges(points, relative(SHAPES, plan.garment.bottoms, block.shape), block);
	addOutseam(points, true);
	const part = id === 'joggers' ? 'Joggers' : 'Trousers';
	return points.map((point) => ({ ...point, part }));
}

/** `$main`, `$body`, `$waist` (table.ts), or a point by id. */
function resolve(points: BasePoint[], ref: string, block: Block): BasePoint | undefined {
	const first = (ids: string[]) =>
		ids.map((id) => points.find((p) => p.id === id)).find((p) => p !== undefined);
	if (ref === '$main')
		return first([
			...(block.main ? [block.main] : []),
			'cf-length',
			'skirt-length',
			'body-length',
			'cb-length',
			'length',
		]);
	if (ref === '$body') return first(['body-length', 'cb-length']);
	if (ref === '$waist') return first(['waist', 'waistband', 'chest']);
	return first([ref]);
}

function applyChanges(points: BasePoint[], list: readonly Change[], block: Block): void {
	for (const change of list) {
		const at = points.findIndex((p) => p.id === change.point);
		const point = points[at];
		switch (change.op) {
			case 'remove':
				if (point) points.splice(at, 1);
				break;
			case 'add':
				if (point) point.base += change.value;
				break;
			case 'scale':
				if (point) {
					point.base *= change.value;
					point.grade *= change.value;
				}
				break;
			case 'set':
				if (point) {
					point.base = change.value;
					if (change.grade !== undefined) point.grade = change.grade;
				} else points.push({ id: change.point, base: change.value, grade: change.grade ?? 0 });
				break;
			case 'copy': {
				const from = resolve(points, change.from, block);
				if (!from) break;
				const copied = {
					base: from.base * change.scale + change.offset,
					grade: from.grade * change.scale,
				};
				if (point) Object.assign(point, copied);
				else points.splice(points.indexOf(from) + 1, 0, { id: change.point, ...copied });
				break;
			}
		}
	}
}
