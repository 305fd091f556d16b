import { generateDesign } from '../../server/generator';
import { drawFlat } from '../../server/generator/draw/compose';
import { GARMENT_BY_ID } from '../../server/generator/lexicon';
import { parsePrompt } from '../../server/generator/parse';
import { resolvePlan } from '../../server/generator/resolve';

/**
 * Garments of a global catalogue the generator reads, each with the nearest garment it could
 * pass for: each is read as itself and drawn with a shape of its own, not that one's.
 */
const LEARNT: [id: string, title: string, before: string][] = [
	['saree', 'Satya Paul Women Red Saree', 'dress'],
	['kurta', 'Fabindia Men Printed Blue Kurta', 'tunic'],
	['kurti', 'Mother Earth Women Green Kurti', 'tunic'],
	['dupatta', 'Fabindia Women Orange Dupatta', 'cape'],
	['salwar', 'Diva Women Blue Salwar', 'joggers'],
	['churidar', 'Sringam Women Pink Churidar', 'leggings'],
	['lehenga', 'Ethnic Women Red Lehenga Choli', 'skirt'],
	['nightdress', 'Sweet Dreams Women Pink Nightdress', 'dress'],
	['sports-bra', 'Enamor Women Black Sports Bra', 'crop-top'],
	['bikini', 'Speedo Women Blue Bikini', 'swimsuit'],
	['capris', 'Puma Women Black Capris', 'leggings'],
	['shrug', 'Remanika Women Black Shrug', 'cardigan'],
];

/** The flat drawn for the plan, and for the same plan (details, colours, fit) as another garment. */
function flats(prompt: string, other: string): [string, string] {
	const plan = resolvePlan(parsePrompt(prompt), 'minimalist', 5, prompt);
	const as = {
		...plan,
		garment: GARMENT_BY_ID.get(other)!,
		family: GARMENT_BY_ID.get(other)!.family,
	};
	return [JSON.stringify(drawFlat(plan).marks), JSON.stringify(drawFlat(as).marks)];
}

describe('catalogue garments', () => {
	it.each(LEARNT)('reads and draws %s', (id, title, before) => {
		expect(parsePrompt(title).garment).toBe(id);
		expect(generateDesign({ prompt: `black ${id}`, style: 'minimalist', seed: 5 }).garment).toBe(
			id,
		);
		const [drawn, asBefore] = flats(`black ${id}`, before);
		expect(drawn).not.toBe(asBefore);
	});

	it('maps the catalogue names of known garments onto them', () => {
		const read = (prompt: string): string | undefined => parsePrompt(prompt).garment;
		expect(read('Gini and Jony Girls Pink Dungarees')).toBe('overalls');
		expect(read('Playsuit in a viscose weave')).toBe('romper');
		expect(read('Kimono robe in satin')).toBe('kimono');
		expect(read('Jockey Men White Innerwear Vest')).toBe('tank-top');
		expect(read('Vest top in soft jersey')).toBe('tank-top');
		expect(read('Park Avenue Men Grey Waistcoat')).toBe('vest');
		expect(read('Pullover in a fine-knit cotton blend')).toBe('sweater');
		expect(read('Body in soft mesh with narrow shoulder straps')).toBe('bodysuit');
		expect(read('Fully lined bikini bottoms with a low waist')).toBe('bikini');
		expect(read('ADIDAS Women Black Capri')).toBe('capris');
	});
});
