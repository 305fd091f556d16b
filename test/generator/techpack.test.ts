/**
 * Tech pack content (../shared/SPEC.md "Tech packs") over every design of the gallery and of the
 * catalogue fixture sets: points of measure that fit the garment, plausible base-size values,
 * consistent grading, exact unit conversion, a bill of materials that names the design's own
 * materials and colours and has a line for each closure, trim and pocket it shows, valid ISO
 * 4915 stitches, and fit and length words that move the measurements the right way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, planDesign, type DesignPlan } from '../../server/generator';
import { GARMENTS, MATERIAL_TEXTURE } from '../../server/generator/lexicon';
import { anatomyOf } from '../../server/techpack/anatomy';
import { billOfMaterials, type BomEntry } from '../../server/techpack/bom';
import { CLOSURE_DETAILS } from '../../server/techpack/bom-closures';
import { POCKET_DETAILS } from '../../server/techpack/bom-pockets';
import { TRIM_DETAILS } from '../../server/techpack/bom-trims';
import { buildTechPack, styleNumber } from '../../server/techpack/build';
import { paletteOf } from '../../server/techpack/colors';
import { constructionSteps } from '../../server/techpack/construction';
import { basePoints, pointDef, pointsOfMeasure } from '../../server/techpack/measurements';
import { sizeRun } from '../../server/techpack/sizes';
import { BLOCKS } from '../../server/techpack/tables/blocks';
import { MATERIALS } from '../../server/techpack/tables/materials';
import { SAMPLES } from '../../scripts/gallery-samples';

interface Case {
	label: string;
	plan: DesignPlan;
}

/** The gallery as drawn (seed 2026 + tile), then every catalogue set, spread over the styles. */
const fixtures = join(__dirname, '..', 'fixtures');
const cases: Case[] = [
	...SAMPLES.map(([style, prompt], i) => ({
		label: `gallery: ${prompt}`,
		plan: planDesign({ prompt, style, seed: 2026 + i }),
	})),
	...readdirSync(fixtures)
		.filter((file) => file.startsWith('catalogue-') && file.endsWith('.json'))
		.flatMap((file) =>
			(JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as { prompt: string }[]).map(
				({ prompt }, i) => ({
					label: `${file}: ${prompt}`,
					plan: planDesign({ prompt, style: STYLE_IDS[i % STYLE_IDS.length], seed: i * 7919 }),
				}),
			),
		),
];

const pack = (plan: DesignPlan, unit: 'cm' | 'in' = 'cm', sizes: 'alpha' | 'numeric' = 'alpha') =>
	buildTechPack(
		{
			id: 'dsn_techpacktest0000000001',
			createdAt: 0,
			content: { title: 'T', garment: plan.garment.id },
		},
		plan,
		{ unit, sizes, baseUrl: 'http://host' },
	);

/**
 * What a value of each point can be in the base size, in cm, for an adult garment of its kind:
 * written from size charts and pattern books, not from the tables under test. `garment:point`
 * where a point id means different things on different goods.
 */
const PLAUSIBLE: Record<string, [number, number]> = {
	chest: [30, 80],
	waist: [25, 75],
	hip: [40, 80],
	hem: [30, 250],
	'body-length': [25, 160],
	'cb-length': [40, 150],
	'cf-length': [15, 150],
	shoulder: [30, 60],
	armhole: [15, 35],
	'armhole-depth': [15, 32],
	sleeve: [5, 75],
	bicep: [10, 35],
	'sleeve-opening': [7, 50],
	'cuff-length': [18, 30],
	'cuff-height': [2, 10],
	'rib-height': [2, 10],
	'neck-width': [12, 40],
	'neck-drop': [2, 30],
	'back-neck-drop': [0.5, 10],
	neckband: [1, 10],
	'collar-length': [33, 55],
	'collar-height': [2, 25],
	'collar-point': [4, 12],
	'hood-height': [28, 42],
	'hood-width': [20, 30],
	'strap-length': [20, 60],
	'strap-width': [0.3, 8],
	'top-edge': [25, 80],
	'waist-position': [35, 45],
	'lapel-width': [5, 12],
	'button-stance': [30, 55],
	'placket-length': [10, 30],
	'side-slit': [5, 40],
	underband: [25, 90],
	waistband: [22, 70],
	'waist-stretched': [35, 70],
	seat: [30, 75],
	'front-rise': [15, 40],
	'back-rise': [20, 50],
	thigh: [15, 45],
	knee: [10, 40],
	'leg-opening': [7, 60],
	inseam: [5, 100],
	outseam: [25, 130],
	'waistband-height': [2, 8],
	'skirt-length': [35, 110],
	'torso-length': [50, 95],
	'gusset-width': [4, 10],
	'side-height': [4, 15],
	'total-length': [80, 110],
	'bib-width': [20, 40],
	'bib-height': [20, 40],
	'neck-strap': [40, 80],
	'waist-tie': [50, 120],
	length: [80, 600],
	'beanie:length': [20, 32],
	width: [20, 160],
	'earrings:width': [0.5, 5],
	'bracelet:width': [0.3, 3],
	'edge-finish': [0.2, 2],
	'label-from-end': [2, 10],
	'label-from-side': [1, 6],
	'border-width': [2, 20],
	'pallu-length': [60, 150],
	'blouse-piece': [60, 100],
	'insole-length': [22, 30],
	'outsole-length': [23, 32],
	'ball-width': [7.5, 12],
	'ball-girth': [20, 28],
	'heel-height': [0.5, 15],
	'back-height': [4, 10],
	'sole-thickness': [0.3, 6],
	'shaft-height': [8, 65],
	'shaft-girth': [25, 50],
	'bag-height': [5, 50],
	'bag-width': [8, 60],
	'top-width': [15, 50],
	'bag-depth': [1, 30],
	'handle-drop': [5, 35],
	'handle-length': [15, 70],
	'handle-width': [1, 5],
	'strap-drop': [40, 70],
	'strap-max': [60, 140],
	'flap-depth': [4, 20],
	'open-width': [15, 30],
	'card-slot-width': [8.6, 10],
	'card-slot-depth': [4, 8],
	'head-girth': [53, 62],
	'crown-height': [6, 15],
	'crown-width': [12, 22],
	'brim-width': [3, 15],
	'visor-length': [5, 10],
	'visor-width': [15, 22],
	'band-height': [2, 5],
	'flat-width': [7, 25],
	'stretched-girth': [50, 65],
	'crown-depth': [4, 10],
	'belt-size': [70, 110],
	'belt-length': [80, 240],
	'belt-width': [1.5, 6],
	'hole-spacing': [1.5, 4],
	'tip-to-hole': [5, 15],
	'buckle-width': [1.5, 6],
	'blade-width': [5, 10],
	'tail-width': [2.5, 6],
	'neck-part': [2.5, 5],
	'keeper-position': [15, 30],
	'foot-length': [18, 28],
	'leg-length': [3, 60],
	'cuff-stretched': [12, 25],
	'hand-girth': [15, 27],
	'glove-length': [18, 30],
	'middle-finger': [6, 10],
	'thumb-length': [4.5, 8],
	'lens-width': [4.5, 6.2],
	'bridge-width': [1.2, 2.4],
	'temple-length': [12.5, 15.5],
	'lens-height': [3, 6],
	'frame-width': [12.5, 15.5],
	'case-diameter': [2.5, 5],
	'case-thickness': [0.6, 1.8],
	'lug-width': [1, 2.6],
	'lug-to-lug': [3, 6],
	'strap-long': [9, 14],
	'strap-short': [6, 10],
	'chain-length': [35, 80],
	extender: [2, 10],
	'chain-width': [0.1, 1],
	'pendant-height': [0.5, 5],
	'pendant-width': [0.5, 5],
	'clasp-length': [0.6, 2],
	'drop-length': [1, 10],
	'post-length': [0.6, 1.5],
	'post-gauge': [0.05, 0.12],
	'inner-length': [15, 22],
	thickness: [0.05, 1],
	'ring-girth': [4.4, 7],
	'ring-diameter': [1.4, 2.2],
	'band-width': [0.15, 1.2],
	'head-height': [0.2, 1.2],
	'underband-stretched': [60, 100],
	'cup-height': [8, 20],
	'cup-width': [12, 25],
	'gore-height': [2, 8],
	'wing-height': [4, 12],
	'chest-pocket-width': [9, 16],
	'chest-pocket-height': [10, 18],
	'patch-pocket-width': [12, 22],
	'patch-pocket-height': [12, 24],
	'flap-width': [12, 20],
	'flap-height': [4, 9],
	'welt-opening': [10, 18],
	'welt-height': [0.5, 2],
	'slash-opening': [12, 20],
	'kangaroo-width': [25, 40],
	'kangaroo-height': [15, 25],
	'cargo-width': [14, 22],
	'cargo-height': [16, 26],
	'pocket-width': [10, 20],
	'pocket-height': [8, 16],
	'slit-height': [8, 50],
	'ruffle-depth': [2, 12],
	'tier-depth': [8, 35],
	'peplum-depth': [8, 20],
	'train-length': [30, 120],
	'stripe-width': [1, 5],
	'fringe-length': [3, 20],
	'epaulette-length': [10, 18],
	'pleat-depth': [1, 6],
	'channel-width': [5, 15],
	'pompom-diameter': [5, 14],
	'fur-width': [4, 12],
	'print-width': [15, 35],
	'print-height': [15, 40],
	'print-placement': [4, 15],
	'eyelet-spacing': [1, 4],
};

/** ISO 4915 classes a garment or accessory is sewn with. */
const ISO_4915 = /^(101|103|209|301|304|401|406|503|504|514|516|602|605|607) [a-z]/;

/** What a line for each detail says, in a buyer's words. */
const NAMED_BY: Record<string, RegExp> = {
	zip: /zip/i,
	buttons: /button/i,
	'double-breasted': /button/i,
	drawstring: /drawcord/i,
	buckle: /buckle/i,
	'ankle-strap': /buckle/i,
	'lace-up': /lace|lacing/i,
	wrap: /wrap/i,
	'slip-on': /gore/i,
	ruffles: /ruffle/i,
	bow: /bow/i,
	fringe: /fringe/i,
	embroidery: /embroider/i,
	beading: /bead/i,
	studs: /stud/i,
	'fur-trim': /fur/i,
	'side-stripes': /stripe/i,
	epaulettes: /epaulette/i,
	'shoulder-pads': /shoulder pad/i,
	quilted: /wadding|fill/i,
	graphic: /print/i,
	'pom-pom': /pom-pom/i,
	belt: /belt/i,
};

const inches = (cm: number, step: number) => Math.round(cm / 2.54 / step) * step;

describe('tables', () => {
	test('every garment the generator knows has a block, and every material a row', () => {
		expect(GARMENTS.filter((garment) => !BLOCKS.has(garment.id)).map((g) => g.id)).toEqual([]);
		expect([...MATERIAL_TEXTURE.keys()].filter((id) => !MATERIALS.has(id))).toEqual([]);
	});
});

describe('points of measure', () => {
	const byFamily = new Map<string, { points: number[]; graded: number }>();

	test.each(cases.map((c) => [c.label, c] as const))('%s', (_label, { plan }) => {
		const { points } = basePoints(plan);
		const packs = (['alpha', 'numeric'] as const).map((sizes) => ({
			cm: pack(plan, 'cm', sizes),
			inch: pack(plan, 'in', sizes),
		}));
		// Grading first, and counted whatever else fails: every width and length non-decreasing
		// from the smallest size to the largest, in both size systems.
		const consistent = packs.every(({ cm }) =>
			cm.points_of_measure.every((point) =>
				cm.sizes.every((size, s) => s === 0 || point.values[size] >= point.values[cm.sizes[s - 1]]),
			),
		);
		const family = byFamily.get(plan.family) ?? { points: [], graded: 0 };
		byFamily.set(plan.family, family);
		family.points.push(points.length);
		if (consistent) family.graded += 1;
		expect(consistent).toBe(true);

		expect(points.length).toBeGreaterThanOrEqual(5);
		expect(new Set(points.map((p) => `${p.part}:${p.id}`)).size).toBe(points.length);
		for (const point of points) {
			const range = PLAUSIBLE[`${plan.garment.id}:${point.id}`] ?? PLAUSIBLE[point.id];
			expect({ point: point.id, range: range !== undefined }).toEqual({
				point: point.id,
				range: true,
			});
			const [low, high] = range;
			expect({
				point: point.id,
				base: point.base,
				plausible: point.base >= low && point.base <= high,
			}).toEqual({ point: point.id, base: point.base, plausible: true });
		}
		for (const { cm, inch } of packs) {
			expect(cm.sizes).toContain(cm.base_size);
			cm.points_of_measure.forEach((point, i) => {
				expect(Object.keys(point.values)).toEqual(cm.sizes);
				expect(point.tolerance).toBeGreaterThan(0);
				// Inches are the printed centimetres converted: 1/8 in, or 0.01 in on fine points.
				const fine = pointDef(points[i].id).tolerance < 0.1;
				const other = inch.points_of_measure[i];
				expect(other.name).toBe(point.name);
				for (const size of cm.sizes)
					expect(other.values[size]).toBeCloseTo(
						inches(point.values[size], fine ? 0.01 : 1 / 8),
						9,
					);
				expect(other.tolerance).toBeCloseTo(
					Math.max(fine ? 0.01 : 1 / 16, inches(point.tolerance, fine ? 0.01 : 1 / 16)),
					9,
				);
			});
		}
	});

	afterAll(() => {
		const rows = [...byFamily].map(([family, { points, graded }]) => {
			const mean = points.reduce((a, b) => a + b, 0) / points.length;
			return `${family.padEnd(10)} points ${Math.min(...points)}–${Math.max(...points)} (mean ${mean.toFixed(1)}), graded consistently ${graded}/${points.length} (${((100 * graded) / points.length).toFixed(1)} %)`;
		});
		console.log(`Tech pack points of measure over ${cases.length} designs:\n${rows.join('\n')}`);
	});
});

describe('bill of materials and construction', () => {
	test.each(cases.map((c) => [c.label, c] as const))('%s', (_label, { plan }) => {
		const anatomy = anatomyOf(plan);
		const steps = constructionSteps(anatomy);
		const bom: BomEntry[] = billOfMaterials(anatomy, paletteOf(plan), steps);
		const shell = bom.find((line) => line.component === 'shell')!;
		expect(shell.color).toEqual(plan.colors[0]);
		const text = bom.map((line) => line.material.toLowerCase()).join(' | ');
		for (const material of plan.materials) expect(text).toContain(material.replace(/-/g, ' '));
		for (const line of bom) {
			expect(line.quantity).toBeGreaterThan(0);
			expect(line.color.hex).toMatch(/^#[0-9a-f]{6}$/);
		}
		const kinds: [readonly string[], string][] = [
			[CLOSURE_DETAILS, 'closure'],
			[TRIM_DETAILS, 'trim'],
			[[...POCKET_DETAILS, 'pockets'], 'pocketing'],
		];
		for (const [details, component] of kinds)
			for (const detail of details.filter((id) => plan.features.has(id))) {
				const lines = bom.filter(
					(line) => line.details?.includes(detail) && line.component === component,
				);
				expect({ detail, lines: lines.length > 0 }).toEqual({ detail, lines: true });
				const words = NAMED_BY[detail] ?? /pocket/i;
				expect({
					detail,
					named: lines.some((l) => words.test(`${l.material} ${l.placement}`)),
				}).toEqual({ detail, named: true });
			}
		expect(steps.length).toBeGreaterThanOrEqual(3);
		for (const step of steps) {
			if (step.stitch === 'none') expect(step.spi).toBeNull();
			else expect(step.stitch).toMatch(ISO_4915);
			if (step.spi !== null) expect(step.spi >= 5 && step.spi <= 16).toBe(true);
		}
	});

	test('a knit is overlocked and cover-stitched, denim felled and safety-stitched, leather sewn at 7–8 SPI', () => {
		const stitches = (prompt: string) =>
			constructionSteps(anatomyOf(planDesign({ prompt, style: 'classic', seed: 3 }))).map(
				(s) => s.stitch,
			);
		expect(stitches('grey cotton jersey t-shirt')).toEqual(
			expect.arrayContaining(['514 overlock', '406 coverstitch']),
		);
		expect(stitches('blue denim jeans')).toEqual(
			expect.arrayContaining(['401 chainstitch', '516 safety stitch']),
		);
		const leather = constructionSteps(
			anatomyOf(planDesign({ prompt: 'black leather biker jacket', style: 'grunge', seed: 3 })),
		);
		// The lining is woven cloth, sewn as such.
		const shell = leather.filter((s) => s.spi !== null && s.area !== 'Lining');
		expect(shell.length).toBeGreaterThan(3);
		expect(shell.every((s) => s.spi! <= 8)).toBe(true);
	});

	test('buttons are counted on the flat: the drawn front buttons and a spare', () => {
		const plan = planDesign({ prompt: 'navy cardigan', style: 'preppy', seed: 7 });
		const front = billOfMaterials(anatomyOf(plan), paletteOf(plan), []).find(
			(l) => l.key === 'buttons',
		)!;
		expect(front.quantity).toBe(anatomyOf(plan).shown.frontButtons + 1);
		expect(anatomyOf(plan).shown.frontButtons).toBeGreaterThanOrEqual(2);
	});

	test("part colours the prompt gives are the parts' colours", () => {
		const plan = planDesign({
			prompt: 'navy wool blazer with gold buttons',
			style: 'classic',
			seed: 1,
		});
		const buttons = billOfMaterials(anatomyOf(plan), paletteOf(plan), []).find(
			(l) => l.key === 'buttons',
		)!;
		expect(buttons.color).toEqual({ name: 'gold', hex: plan.partColors.get('buttons') });
	});
});

/** The plan with another fit word, everything else as it was. */
const withFit = (plan: DesignPlan, fit: string): DesignPlan => ({
	...plan,
	fit,
	details: plan.details.map((id) => (id === plan.fit ? fit : id)),
});
const withLength = (plan: DesignPlan, length: string | undefined): DesignPlan => ({
	...plan,
	length,
	details: [...plan.details.filter((id) => id !== plan.length), ...(length ? [length] : [])],
});
const valuesOf = (plan: DesignPlan) =>
	new Map(basePoints(plan).points.map((p) => [`${p.part ?? ''}:${p.id}`, p.base]));

/** Points whose value is taken from an eased or lengthened point (a strap-less top edge from the chest). */
const DERIVED = [
	'top-edge',
	'cf-length',
	'slit-height',
	'tier-depth',
	'belt-length',
	'sleeve-opening',
	'outseam',
];

describe('fit and length words', () => {
	test('an oversized hoodie is wider than a slim one, with a dropped shoulder; its neck stays', () => {
		const base = planDesign({ prompt: 'navy cotton hoodie', style: 'streetwear', seed: 11 });
		const big = valuesOf(withFit(base, 'oversized'));
		const slim = valuesOf(withFit(base, 'fitted'));
		for (const id of ['chest', 'hem', 'bicep', 'shoulder', 'body-length'])
			expect(big.get(`:${id}`)!).toBeGreaterThan(slim.get(`:${id}`)!);
		expect(big.get(':sleeve')!).toBeLessThan(slim.get(':sleeve')!);
		for (const id of ['neck-width', 'neck-drop', 'hood-height', 'cuff-height'])
			expect(big.get(`:${id}`)).toBe(slim.get(`:${id}`));
	});

	test('a cropped top is shorter than the same top uncropped, and nothing else moves', () => {
		const base = withLength(
			planDesign({ prompt: 'white cotton t-shirt', style: 'minimalist', seed: 5 }),
			undefined,
		);
		const cropped = valuesOf(withLength(base, 'cropped'));
		const regular = valuesOf(base);
		expect(cropped.get(':body-length')!).toBeLessThan(regular.get(':body-length')!);
		for (const [id, value] of regular)
			if (id !== ':body-length') expect(cropped.get(id)).toBe(value);
	});

	test('dress lengths: mini < knee-length < midi < maxi', () => {
		const base = planDesign({ prompt: 'red crepe dress', style: 'classic', seed: 9 });
		const lengths = ['mini', 'knee-length', 'midi', 'maxi'].map((length) =>
			valuesOf(withLength(base, length)).get(':body-length')!,
		);
		expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
		expect(new Set(lengths).size).toBe(4);
	});

	test('over every design that takes a fit: oversized is wider than fitted at every eased point, the rest equal', () => {
		let compared = 0;
		for (const { plan } of cases) {
			if (!plan.details.includes(plan.fit)) continue;
			const big = valuesOf(withFit(plan, 'oversized'));
			const slim = valuesOf(withFit(plan, 'fitted'));
			for (const [key, value] of slim) {
				const id = key.split(':')[1];
				const other = big.get(key)!;
				if (pointDef(id).ease) expect({ key, wider: other > value }).toEqual({ key, wider: true });
				else if (id === 'sleeve') expect(other).toBeLessThanOrEqual(value);
				else if (DERIVED.includes(id)) expect(other).toBeGreaterThanOrEqual(value);
				else expect({ key, other }).toEqual({ key, other: value });
			}
			compared += 1;
		}
		expect(compared).toBeGreaterThan(500);
	});
});

describe('the pack', () => {
	test('deterministic: the same design gives the same pack', () => {
		for (const { plan } of cases.slice(0, 60))
			expect(JSON.stringify(pack(plan))).toBe(JSON.stringify(pack(plan)));
	});

	test('style numbers: DG- and 8 Crockford base32 characters of the id, the same every time, distinct per id', () => {
		const ids = Array.from({ length: 2000 }, (_, i) => `dsn_${i.toString(36).padStart(22, '0')}`);
		const numbers = ids.map(styleNumber);
		for (const number of numbers) expect(number).toMatch(/^DG-[0-9A-HJKMNP-TV-Z]{8}$/);
		expect(new Set(numbers).size).toBe(ids.length);
		expect(ids.map(styleNumber)).toEqual(numbers);
	});

	test("numeric sizes are the family's EU numbers, and the numeric base size is cut like M", () => {
		const run = (prompt: string) => {
			const plan = planDesign({ prompt, style: 'classic', seed: 4 });
			return sizeRun(basePoints(plan).system, 'numeric').labels;
		};
		expect(run('black leather sneakers')).toEqual([
			'36',
			'37',
			'38',
			'39',
			'40',
			'41',
			'42',
			'43',
			'44',
			'45',
		]);
		expect(run('navy silk blouse')).toEqual(['34', '36', '38', '40', '42']);
		expect(run('blue denim jeans')).toEqual(['W28', 'W30', 'W32', 'W34', 'W36']);
		expect(run('camel felt fedora')).toEqual(['54', '55', '56', '57', '58', '59', '60']);
		expect(run('black leather tote bag')).toEqual(['OS']);
		const plan = planDesign({ prompt: 'navy wool coat', style: 'classic', seed: 4 });
		const alpha = pointsOfMeasure(plan, sizeRun('mens', 'alpha'), 'cm');
		const numeric = pointsOfMeasure(plan, sizeRun('mens', 'numeric'), 'cm');
		expect(numeric.map((p) => p.values['50'])).toEqual(alpha.map((p) => p.values.M));
	});
});
