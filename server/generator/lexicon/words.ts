/**
 * The vocabulary is written as text, not as arrays of quoted strings: Prettier puts each array
 * element on its own line, which made a garment's forty aliases forty lines, but it never breaks
 * a string. A list is comma-separated ('tee, tee shirt, baby tee|fitted'); a long one may run
 * over several lines of a template string, where a line break separates too. Everything is
 * split once, when the module loads, into the arrays the parser reads.
 */

/** 'tee, tee shirt, baby tee|fitted' -> ['tee', 'tee shirt', 'baby tee|fitted']. */
export function words(list: string): string[] {
	return list
		.split(/[,\n]/)
		.map((word) => word.trim())
		.filter((word) => word !== '');
}

/**
 * A table row 'head: word, word' -> ['head', ['word', 'word']]. The head is what the row is
 * about ('navy #1f2a44', 'denim (twill)'); a row without a colon has no words.
 */
export function row(entry: string): [head: string, words: string[]] {
	const colon = entry.indexOf(':');
	if (colon < 0) return [entry.trim(), []];
	return [entry.slice(0, colon).trim(), words(entry.slice(colon + 1))];
}

/** 'dino: dinosaurs, t rex: dinosaurs' -> [['dino', 'dinosaurs'], ['t rex', 'dinosaurs']]. */
export function pairs(list: string): [key: string, value: string][] {
	return words(list).map((pair) => {
		const [key, values] = row(pair);
		if (values.length !== 1) throw new Error(`lexicon: '${pair}' is not 'key: value'`);
		return [key, values[0]];
	});
}
