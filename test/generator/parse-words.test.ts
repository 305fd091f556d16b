import { parsePrompt } from '../../server/generator/parse';

const colorNames = (prompt: string): string[] =>
	parsePrompt(prompt).colors.map((color) => color.name);

/** How the parser takes its words: whole words, hashtags, negations and idioms. */
describe('prompt parser: words', () => {
	it('reads whole words only: no "red" in "tailored", no "tan" in "standard"', () => {
		expect(colorNames('a tailored standard-issue shirt, covered and bored')).toEqual([]);
		expect(colorNames('a tan shirt')).toEqual(['tan']);
	});

	it('splits hashtags into the words they run together', () => {
		expect(parsePrompt('#ootd #RedDress')).toMatchObject({
			garment: 'dress',
			colors: [{ name: 'red' }],
		});
		expect(parsePrompt('obsessed #summerdress #floralprint')).toMatchObject({
			garment: 'dress',
			pattern: 'floral',
		});
		expect(parsePrompt('#blackleatherjacket #vintage')).toMatchObject({
			garment: 'jacket',
			colors: [{ name: 'black' }],
			materials: ['leather'],
		});
		// An LBD is black.
		expect(colorNames('#lbd szn')).toEqual(['black']);
	});

	it('ends a negation at the end of its clause', () => {
		expect(colorNames('modern rather than princessy: a lilac satin gown')).toEqual(['lilac']);
		expect(colorNames('no logo, navy with white trim')).toEqual(['navy', 'white']);
		expect(colorNames('a hoodie, not black')).toEqual([]);
	});

	it('reads negations of lists and other ways of ruling out', () => {
		expect(colorNames('A shirt, but not white or blue - let us do a soft lilac')).toEqual([
			'soft lilac',
		]);
		expect(colorNames('Anything but black! A coat in a fun colour, maybe cobalt')).toEqual([
			'cobalt',
		]);
		expect(parsePrompt('Avoid florals - I want a geometric print blouse').pattern).toBe(
			'geometric',
		);
		expect(colorNames('a dress like my photo but in navy instead of red')).toEqual(['navy']);
		expect(colorNames('a coat in nothing but black')).toEqual(['black']);
	});

	it('reads negations', () => {
		const parsed = parsePrompt('a jacket with no hood, without pockets, not black');
		expect([...parsed.excluded]).toEqual(['hood', 'pockets', 'black']);
		expect(parsed.details).toEqual([]);
		expect(parsePrompt('no sleeves').details).toEqual(['sleeveless']);
		expect(parsePrompt('plain, no pattern').pattern).toBe('solid');
	});

	it('does not read idioms as colours', () => {
		expect(colorNames('a black tie gown for the red carpet')).toEqual([]);
	});
});
