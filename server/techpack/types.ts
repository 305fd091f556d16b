/**
 * A tech pack: what a factory needs to sample a garment (../shared/SPEC.md "Tech packs"). The
 * JSON answer of GET /v1/designs/:id/techpack is exactly this object; the PDF lays out the same
 * content.
 */
export type TechPackUnit = 'cm' | 'in';
export type TechPackSizeSystem = 'alpha' | 'numeric';

export interface TechPackColor {
	name: string;
	hex: string;
}

export interface PointOfMeasure {
	/** A, B, C…: the letter the flats' callouts and the table share. */
	code: string;
	name: string;
	how_to_measure: string;
	/** ± in `unit`, > 0. */
	tolerance: number;
	/** One value per size, in `unit`, keyed by the size label (the order of `sizes`). */
	values: Record<string, number>;
	/** A point a factory must hit in every sample (fit-critical). */
	critical: boolean;
}

export type BomComponent =
	| 'shell'
	| 'lining'
	| 'interlining'
	| 'trim'
	| 'closure'
	| 'pocketing'
	| 'thread'
	| 'label'
	| 'packaging';

export interface BomLine {
	component: BomComponent;
	material: string;
	composition: string;
	color: TechPackColor;
	placement: string;
	quantity: number;
	/** What `quantity` counts: m, pcs, cm, cones… */
	unit: string;
}

export interface ConstructionStep {
	area: string;
	operation: string;
	/** ISO 4915 class and name, e.g. "301 lockstitch". */
	stitch: string;
	/** Stitches per inch; null for an operation without a seam (e.g. bar-tack counts). */
	spi: number | null;
}

export interface Colourway {
	name: string;
	components: Record<string, TechPackColor>;
}

export interface TechPack {
	object: 'techpack';
	design_id: string;
	/** Stable, derived from the design's id. */
	style_number: string;
	title: string;
	garment: string;
	base_size: string;
	sizes: string[];
	unit: TechPackUnit;
	flats: { front: string; back: string };
	points_of_measure: PointOfMeasure[];
	bill_of_materials: BomLine[];
	construction: ConstructionStep[];
	colourways: Colourway[];
	created_at: string;
}
