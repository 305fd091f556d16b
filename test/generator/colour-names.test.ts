import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOR_NAMES, STYLE_IDS, generateDesign, resolveColorName } from '../../server/generator';
import { COLOR_BY_NAME } from '../../server/generator/lexicon';
import { COLOR_MODIFIERS, COLOR_ROWS } from '../../server/generator/lexicon/colors';
import { CSS_COLORS } from '../../server/generator/lexicon/css-colors';

/**
 * The colour names a colourway takes: the CSS Color 4 named colours and the generator's own
 * palette, case-insensitively, and every name a design reports meaning the colour it reports.
 */
describe('colour names', () => {
	it('holds all 148 CSS Color 4 keywords, both spellings of grey, and no non-colours', () => {
		const css = Object.keys(CSS_COLORS);
		expect(css).toHaveLength(148);
		for (const [gray, grey] of [
			['gray', 'grey'],
			['darkgray', 'darkgrey'],
			['darkslategray', 'darkslategrey'],
			['dimgray', 'dimgrey'],
			['lightgray', 'lightgrey'],
			['lightslategray', 'lightslategrey'],
			['slategray', 'slategrey'],
		])
			expect(CSS_COLORS[gray]).toBe(CSS_COLORS[grey]);
		expect(CSS_COLORS).toMatchObject({
			rebeccapurple: '#663399',
			cornflowerblue: '#6495ed',
			navy: '#000080',
		});
		expect(css).not.toContain('transparent');
		expect(css).not.toContain('currentcolor');
		for (const hex of Object.values(CSS_COLORS)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
	});

	it('lists every name once, lower case and sorted, each meaning itself', () => {
		expect([...COLOR_NAMES].sort()).toEqual(COLOR_NAMES);
		expect(new Set(COLOR_NAMES).size).toBe(COLOR_NAMES.length);
		expect(COLOR_NAMES).toEqual(expect.arrayContaining([...COLOR_BY_NAME.keys()]));
		expect(COLOR_NAMES).toEqual(expect.arrayContaining(Object.keys(CSS_COLORS)));
		for (const name of COLOR_NAMES) {
			expect(name).toBe(name.toLowerCase().trim());
			expect(resolveColorName(name)?.name).toBe(name);
			expect(resolveColorName(name.toUpperCase())?.name).toBe(name);
		}
	});

	it("gives a name both use the generator's colour, and every other CSS keyword its CSS colour", () => {
		for (const [name, hex] of Object.entries(CSS_COLORS))
			expect(resolveColorName(name)).toEqual({ name, hex: COLOR_BY_NAME.get(name) ?? hex });
		expect(resolveColorName('navy')).toEqual({ name: 'navy', hex: '#1f2a44' });
		expect(resolveColorName('gray')).toEqual({ name: 'gray', hex: COLOR_BY_NAME.get('grey') });
		expect(resolveColorName('antiquewhite')).toEqual({ name: 'antiquewhite', hex: '#faebd7' });
		expect(resolveColorName('antique white')).toEqual({
			name: 'antique white',
			hex: COLOR_BY_NAME.get('antique white'),
		});
	});

	it('ignores case and surrounding or repeated space, and takes either spelling of grey', () => {
		expect(resolveColorName('  CornflowerBlue ')).toEqual({
			name: 'cornflowerblue',
			hex: '#6495ed',
		});
		expect(resolveColorName('Dusty\t  Pink')?.name).toBe('dusty pink');
		expect(resolveColorName('STORM GRAY')).toEqual(resolveColorName('storm grey'));
		expect(resolveColorName('storm gray')?.name).toBe('storm grey');
	});

	it('reads shaded names as a design reports them: a modifier, a finish, or both', () => {
		const blue = COLOR_BY_NAME.get('blue')!;
		expect(resolveColorName('pale blue')?.hex).toMatch(/^#[0-9a-f]{6}$/);
		expect(resolveColorName('dusty blue')?.hex).not.toBe(blue);
		expect(resolveColorName('champagne gold')?.name).toBe('champagne gold');
		expect(resolveColorName('light champagne gold')?.name).toBe('light champagne gold');
		// A finish word joins only a shade of its own hue, and "rich" names no shade of its own.
		expect(resolveColorName('navy gold')).toBeUndefined();
		expect(resolveColorName('rich navy')).toBeUndefined();
	});

	it('knows no other name', () => {
		for (const name of ['', '   ', 'blurple', 'transparent', 'currentcolor', '#ff0000', 'navyy'])
			expect(resolveColorName(name)).toBeUndefined();
		expect(resolveColorName(undefined as unknown as string)).toBeUndefined();
	});

	/**
	 * Designs from the accuracy fixtures' prompts, and prompts that name every palette colour with a
	 * modifier or a finish word: each colour a design reports resolves to itself. Left out: "rich"
	 * and "vivid", which strengthen a colour without renaming it ("rich burgundy" reports burgundy
	 * in a deeper shade), and a shade followed by its own hue word that the palette does not list
	 * ("pale raven grey" reports pale raven mixed with grey): no name can say those shades.
	 */
	it('resolves every colour a design reports to the colour the design reports', () => {
		const prompts = fixturePrompts();
		const modifiers = COLOR_MODIFIERS.filter((id) => id !== 'rich' && id !== 'vivid');
		COLOR_ROWS.forEach(([name], i) => {
			const modifier = modifiers[i % modifiers.length];
			prompts.push(`${modifier} ${name} dress`, `${name} gold blazer`, `${name} silver skirt`);
		});
		const wrong = new Map<string, string>();
		let reported = 0;
		prompts.forEach((prompt, i) => {
			const style = STYLE_IDS[i % STYLE_IDS.length];
			for (const color of generateDesign({ prompt, style, seed: i * 7 }).colors) {
				reported += 1;
				const resolved = resolveColorName(color.name);
				if (resolved?.name !== color.name || resolved.hex !== color.hex)
					wrong.set(`${color.name} ${color.hex} -> ${JSON.stringify(resolved)}`, prompt);
			}
		});
		expect(reported).toBeGreaterThan(2000);
		expect([...wrong].map(([miss, prompt]) => `${miss} from "${prompt}"`)).toEqual([]);
	});
});

function fixturePrompts(): string[] {
	const dir = join(__dirname, '..', 'fixtures');
	return [
		'labelled-prompts',
		'blind-prompts',
		'fresh-prompts',
		'unseen-dev',
		'unseen-holdout',
	].flatMap((set) =>
		(JSON.parse(readFileSync(join(dir, `${set}.json`), 'utf8')) as { prompt: string }[]).map(
			(row) => row.prompt,
		),
	);
}
