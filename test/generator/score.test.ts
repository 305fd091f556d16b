import { STYLE_IDS, type GeneratedDesign } from '../../server/generator';
import {
	colorKey,
	colorMatches,
	garmentMatches,
	misreadings,
	patternMatches,
	scoreSet,
	type Label,
} from './score';

const design = (fields: Partial<GeneratedDesign>): GeneratedDesign => ({
	title: '',
	garment: 'sweater',
	colors: [],
	pattern: 'solid',
	materials: [],
	details: [],
	svg: '',
	width: 800,
	height: 1000,
	...fields,
});

const label = (fields: Partial<Label>): Label => ({
	prompt: '',
	garment: 'sweater',
	colors: [],
	pattern: 'solid',
	materials: [],
	...fields,
});

const colored = (...names: string[]): Partial<GeneratedDesign> => ({
	colors: names.map((name) => ({ name, hex: '#000000' })),
});

describe('accuracy scorer', () => {
	it('counts the documented equivalences, and only those', () => {
		expect(garmentMatches('tank top', 'tank-top')).toBe(true);
		expect(garmentMatches('jacket', 'bomber')).toBe(true);
		expect(garmentMatches('bomber', 'jacket')).toBe(false);
		expect(garmentMatches('trousers', 'jeans')).toBe(false);
		expect(garmentMatches('shirt', 'polo')).toBe(true);
		expect(garmentMatches('polo', 'shirt')).toBe(false);
		expect(garmentMatches('jacket', 'blazer')).toBe(true);
		expect(garmentMatches('robe', 'kimono')).toBe(true);
		expect(garmentMatches('coat', 'raincoat')).toBe(true);
		expect(garmentMatches('raincoat', 'coat')).toBe(false);
		expect(garmentMatches('tunic', 'kaftan')).toBe(true);
		expect(garmentMatches('kaftan', 'tunic')).toBe(false);
		expect(colorKey('Gray marl')).toBe(colorKey('grey'));
		expect(colorKey('pale blue')).toBe(colorKey('light blue'));
		expect(colorKey('navy')).not.toBe(colorKey('blue'));
		expect(colorMatches('burgundy', 'deep burgundy')).toBe(true);
		expect(colorMatches('deep burgundy', 'burgundy')).toBe(false);
		expect(colorMatches('blue', 'light blue')).toBe(false);
		expect(colorMatches('navy blue', 'navy')).toBe(true);
		expect(colorMatches('red', 'cherry')).toBe(false);
		expect(patternMatches('polka dots', 'polka-dots')).toBe(true);
		expect(patternMatches('cherry', 'cherries')).toBe(true);
		expect(patternMatches('tartan', 'plaid')).toBe(true);
		expect(patternMatches('colour block', 'color-block')).toBe(true);
		expect(patternMatches('animal print', 'zebra')).toBe(true);
		expect(patternMatches('leopard', 'zebra')).toBe(false);
		expect(patternMatches('abstract', 'geometric')).toBe(false);
	});

	it('meets a stitch labelled as the print with a plain design knitted in it, and only so', () => {
		const cable = label({ pattern: 'cable knit' });
		const knit = (pattern: string, materials: string[]): GeneratedDesign =>
			design({ pattern, materials });
		expect(misreadings(cable, knit('solid', ['cable-knit', 'knit'])).pattern).toBeUndefined();
		expect(misreadings(cable, knit('solid', ['knit'])).pattern).toBe('solid');
		expect(misreadings(cable, knit('argyle', ['cable-knit'])).pattern).toBe('argyle');
	});

	it('asks every labelled colour, and the main one first only when told to', () => {
		const redAndWhite = label({ colors: ['red', 'white'] });
		expect(misreadings(redAndWhite, design(colored('white', 'red'))).colors).toBeUndefined();
		expect(misreadings(redAndWhite, design(colored('white', 'red')), true).colors).toBe(
			'white, red',
		);
		expect(misreadings(redAndWhite, design(colored('red', 'navy'))).colors).toBe('red, navy');
	});

	it('asks every labelled material, by its synonyms too', () => {
		const stretchDenim = label({ materials: ['denim', 'lycra'] });
		expect(misreadings(stretchDenim, design({ materials: ['denim', 'spandex'] }))).toEqual({});
		expect(misreadings(stretchDenim, design({ materials: ['denim'] })).materials).toBe('denim');
		expect(misreadings(label({}), design({ materials: ['wool'] }))).toEqual({});
	});

	it("asks every labelled detail among the design's details, and nothing of a label without any", () => {
		const hooded = label({ details: ['hood', 'long-sleeves'] });
		expect(misreadings(hooded, design({ details: ['long-sleeves', 'zip', 'hood'] }))).toEqual({});
		expect(misreadings(hooded, design({ details: ['hood', 'short-sleeves'] })).details).toBe(
			'hood, short-sleeves',
		);
		expect(misreadings(hooded, design({ details: [] })).details).toBe('');
		expect(
			misreadings(label({ details: ['crew neck'] }), design({ details: ['crew-neck'] })),
		).toEqual({});
		expect(misreadings(label({}), design({ details: ['zip'] }))).toEqual({});
		expect(misreadings(label({ details: [] }), design({ details: [] }))).toEqual({});
	});

	it('counts details only over the rows that label some', () => {
		const rows = [
			label({ prompt: 'a', garment: null, details: ['hood'] }),
			label({ prompt: 'b', garment: null, details: [] }),
			label({ prompt: 'c', garment: null }),
		];
		const score = scoreSet(rows, () => ({ style: STYLE_IDS[0], seed: 1 }));
		expect(score.fields.details.of).toBe(1);
	});
});
