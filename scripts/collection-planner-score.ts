/**
 * How often a designer would accept the collection planner's lines: every brief of
 * test/fixtures/collection-briefs.json (written before the planner) planned at 6, 12, 24 and 50
 * designs, each design made by the generator, and held to the acceptance rule of
 * docs/collection-planner.md. Prints the acceptance share, each rule's share, variety and
 * palette figures, the planner's CPU time, and every rejection with its reasons.
 *
 *   npm run build && node dist/scripts/collection-planner-score.js [--seed N] [--seeds K]
 *     [--fixtures collection-briefs-holdout.json]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planCollection } from '../server/collections/plan';
import {
	familyOfGarment,
	repeatCap,
	varietyFloor,
	type LineFamily,
} from '../server/collections/plan-garments';
import { isNeutral } from '../server/collections/plan-palette';
import type { CollectionPlan } from '../server/collections/plan-types';
import { generateDesign, type GeneratedDesign, type StyleId } from '../server/generator';

interface Expect {
	palette_includes?: string[];
	palette_excludes?: string[];
	materials?: string[];
	pattern?: string;
	exclude_families?: string[];
	exclude_garments?: string[];
	include_garments?: string[];
	families_include?: string[];
}
interface Brief {
	id: string;
	brief: string;
	style: StyleId;
	expect: Expect;
}

const COUNTS = [6, 12, 24, 50];
const RULES = [
	'palette',
	'colours',
	'variety',
	'materials',
	'print',
	'exclusions',
	'named garments',
] as const;
type Rule = (typeof RULES)[number];

/** The acceptance rule's failures for one plan and the designs the generator made of it. */
export function assess(
	expect: Expect,
	plan: CollectionPlan,
	designs: readonly GeneratedDesign[],
): Map<Rule, string[]> {
	const n = designs.length;
	const failures = new Map<Rule, string[]>();
	const fail = (rule: Rule, why: string): void => {
		failures.set(rule, [...(failures.get(rule) ?? []), why]);
	};
	const names = plan.palette.map((color) => color.name);
	if (names.length > 6) fail('palette', `${names.length} colours`);
	for (const name of expect.palette_includes ?? [])
		if (!names.includes(name)) fail('palette', `lacks ${name}`);
	for (const name of expect.palette_excludes ?? [])
		if (names.includes(name)) fail('palette', `holds ${name}, ruled out`);

	const worn = new Set<string>();
	for (const design of designs)
		for (const color of design.colors) {
			worn.add(color.name);
			if (!names.includes(color.name) && !isNeutral(color.hex))
				fail('colours', `${color.name} on a ${design.garment}`);
		}
	if (n >= 6) for (const name of names) if (!worn.has(name)) fail('colours', `${name} unworn`);

	const garments = designs.map((design) => design.garment);
	const families = new Set(garments.map(familyOfGarment));
	const floor = varietyFloor(n);
	const distinct = new Set(garments).size;
	if (distinct < floor.garments) fail('variety', `${distinct} garments < ${floor.garments}`);
	if (families.size < floor.families)
		fail('variety', `${families.size} families < ${floor.families}`);
	const most = Math.max(
		...[...new Set(garments)].map((g) => garments.filter((x) => x === g).length),
	);
	if (most > repeatCap(n)) fail('variety', `one garment ${most} times > ${repeatCap(n)}`);

	const materials = expect.materials ?? [];
	if (materials.length > 0) {
		if (n >= materials.length)
			for (const material of materials)
				if (!designs.some((design) => design.materials.includes(material)))
					fail('materials', `no ${material}`);
		const share =
			designs.filter((design) => design.materials.some((m) => materials.includes(m))).length / n;
		if (share < 0.5) fail('materials', `${Math.round(share * 100)}% in the brief's cloths`);
	}

	if (expect.pattern === 'solid') {
		const printed = designs.filter((design) => design.pattern !== 'solid');
		if (printed.length > 0) fail('print', `${printed.length} printed, prints ruled out`);
	} else if (expect.pattern) {
		const carrying = designs.filter((design) => design.pattern === expect.pattern).length;
		if (carrying === 0 || carrying < n / 4) fail('print', `${carrying} of ${n} carry it`);
		const others = designs.filter((d) => d.pattern !== 'solid' && d.pattern !== expect.pattern);
		if (others.length > 0)
			fail('print', `other prints: ${others.map((d) => d.pattern).join(', ')}`);
	}

	for (const garment of garments) {
		if ((expect.exclude_garments ?? []).includes(garment)) fail('exclusions', garment);
		if ((expect.exclude_families ?? []).includes(familyOfGarment(garment)))
			fail('exclusions', `${garment} (${familyOfGarment(garment)})`);
	}

	const named = expect.include_garments ?? [];
	const present = named.filter((garment) => garments.includes(garment)).length;
	const wanted = Math.min(named.length, Math.ceil(n / 2));
	if (present < wanted) fail('named garments', `${present} of ${named.length} named appear`);
	for (const family of expect.families_include ?? [])
		if (!families.has(family as LineFamily)) fail('named garments', `no ${family}`);
	return failures;
}

const median = (values: readonly number[]): number => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)];
};

function main(): void {
	const arg = (name: string, fallback: number): number => {
		const at = process.argv.indexOf(name);
		return at >= 0 ? Number(process.argv[at + 1]) : fallback;
	};
	const firstSeed = arg('--seed', 20261129);
	const seeds = arg('--seeds', 1);
	const root = join(__dirname, '..', '..');
	const at = process.argv.indexOf('--fixtures');
	const fixtures = at >= 0 ? process.argv[at + 1] : 'collection-briefs.json';
	const { briefs } = JSON.parse(readFileSync(join(root, 'test', 'fixtures', fixtures), 'utf8')) as {
		briefs: Brief[];
	};

	let plans = 0;
	let accepted = 0;
	let designsMade = 0;
	let designsInPalette = 0;
	const ruleFails = new Map<Rule, number>(RULES.map((rule) => [rule, 0]));
	const variety = new Map<number, { garments: number[]; families: number[] }>();
	const paletteSizes: number[] = [];
	const cpu50: number[] = [];
	const rejections: string[] = [];
	for (let s = 0; s < seeds; s++) {
		const seed = firstSeed + s;
		for (const brief of briefs) {
			for (const count of COUNTS) {
				const started = process.cpuUsage();
				const plan = planCollection({ brief: brief.brief, count, style: brief.style, seed });
				const used = process.cpuUsage(started);
				if (count === 50) cpu50.push((used.user + used.system) / 1000);
				const designs = plan.items.map((item) =>
					generateDesign({ prompt: item.prompt, style: item.style as StyleId, seed: item.seed }),
				);
				const failures = assess(brief.expect, plan, designs);
				plans += 1;
				if (failures.size === 0) accepted += 1;
				for (const rule of failures.keys()) ruleFails.set(rule, ruleFails.get(rule)! + 1);
				for (const design of designs) {
					designsMade += 1;
					if (
						design.colors.every(
							(c) => isNeutral(c.hex) || plan.palette.some((p) => p.name === c.name),
						)
					)
						designsInPalette += 1;
				}
				const v = variety.get(count) ?? { garments: [], families: [] };
				v.garments.push(new Set(designs.map((d) => d.garment)).size);
				v.families.push(new Set(designs.map((d) => familyOfGarment(d.garment))).size);
				variety.set(count, v);
				if (count === 12) paletteSizes.push(plan.palette.length);
				if (failures.size > 0)
					rejections.push(
						`${brief.id} @${count} (seed ${seed}): ${[...failures]
							.map(([rule, why]) => `${rule}: ${why.slice(0, 4).join('; ')}`)
							.join(' | ')}`,
					);
			}
		}
	}
	const pct = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`;
	console.log(
		`${fixtures}: briefs ${briefs.length}, counts ${COUNTS.join('/')}, seeds ${seeds} from ${firstSeed}`,
	);
	console.log(`accepted: ${accepted}/${plans} plans = ${pct(accepted, plans)}`);
	for (const rule of RULES)
		console.log(`  ${rule.padEnd(15)} holds in ${pct(plans - ruleFails.get(rule)!, plans)}`);
	console.log(
		`palette compliance: ${designsInPalette}/${designsMade} designs = ${pct(designsInPalette, designsMade)}`,
	);
	console.log(
		`palette size at 12: min ${Math.min(...paletteSizes)}, median ${median(paletteSizes)}, max ${Math.max(...paletteSizes)}`,
	);
	for (const [count, v] of variety)
		console.log(
			`variety at ${count}: garments min ${Math.min(...v.garments)} median ${median(v.garments)}; families min ${Math.min(...v.families)} median ${median(v.families)}`,
		);
	console.log(
		`planner CPU at 50 designs (verification included): median ${median(cpu50).toFixed(1)} ms, max ${Math.max(...cpu50).toFixed(1)} ms`,
	);
	console.log(`rejections (${rejections.length}):`);
	for (const line of rejections) console.log(`  ${line}`);
}

if (require.main === module) main();
