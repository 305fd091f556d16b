import { pairs, row, words } from '../../server/generator/lexicon/words';

describe('lexicon word lists', () => {
	it('splits a list at commas and line breaks, trimmed, with no empty words', () => {
		expect(words('tee, tee shirt,  baby tee|fitted,')).toEqual([
			'tee',
			'tee shirt',
			'baby tee|fitted',
		]);
		expect(
			words(`
			t shirt, tshirt
			tee
		`),
		).toEqual(['t shirt', 'tshirt', 'tee']);
		expect(words('')).toEqual([]);
	});

	it('reads a row as its head and its words', () => {
		expect(row('navy #1f2a44: navy blue, bleu marine')).toEqual([
			'navy #1f2a44',
			['navy blue', 'bleu marine'],
		]);
		expect(row('jet #0e0e10')).toEqual(['jet #0e0e10', []]);
	});

	it('reads pairs, and refuses one without its value', () => {
		expect(pairs('dino: dinosaurs, t rex: dinosaurs')).toEqual([
			['dino', 'dinosaurs'],
			['t rex', 'dinosaurs'],
		]);
		expect(() => pairs('dino: dinosaurs, t rex')).toThrow(/t rex/);
	});
});
