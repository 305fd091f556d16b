/** Text helpers shared by the parser and the SVG assembly. */

/** Lowercase, strip accents, read "&" and "+" as "and", turn every other run of non-alphanumerics (hyphens too) into one space. */
export function normalizeText(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[&+]/g, ' and ')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();
}

export function tokenize(text: string): string[] {
	const normalized = normalizeText(text);
	return normalized === '' ? [] : normalized.split(' ');
}

/** Punctuation that ends a phrase: commas, colons, brackets, a plus, a dash between spaces, a full stop. */
const PAUSE = /[,;:|!?()[\]+]|\s[-–—]+\s|[–—]|\.(?:\s|$)/;

/**
 * The same tokens as `tokenize`, and the indices of the tokens that follow a pause: in
 * "fleece jacket, navy, half zip" the pauses fall before "navy" and before "half".
 */
export function tokenizeWithPauses(text: string): {
	tokens: string[];
	pauses: ReadonlySet<number>;
} {
	const tokens: string[] = [];
	const pauses = new Set<number>();
	for (const part of text.split(new RegExp(PAUSE.source, 'g'))) {
		if (tokens.length > 0) pauses.add(tokens.length);
		tokens.push(...tokenize(part));
	}
	return { tokens, pauses };
}

const XML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&apos;',
};

/**
 * Escape for XML text and attributes, and drop what XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF): prompts are user input.
 */
export function escapeXml(text: string): string {
	return text
		.replace(/[^\P{Cc}\t\n\r]|[\ufffe\uffff]/gu, '')
		.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
		.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** Cut to at most `max` code points (never splitting a surrogate pair), adding an ellipsis. */
export function truncateCodePoints(text: string, max: number): string {
	const points = Array.from(text);
	return points.length <= max ? text : points.slice(0, max - 1).join('') + '…';
}

/** "navy striped oversized hoodie" -> "Navy Striped Oversized Hoodie"; hyphenated parts too. */
export function titleCase(text: string): string {
	return text.replace(
		/(^|[\s-])([a-z])/g,
		(_, lead: string, letter: string) => lead + letter.toUpperCase(),
	);
}
