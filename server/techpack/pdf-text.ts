/**
 * Text for the tech pack PDF's standard fonts. Helvetica (one of the 14 fonts every PDF reader
 * has) keeps the file small and the same on every machine, but it is encoded in WinAnsi: any
 * other character would come out as unrelated glyphs. Titles and names may hold any Unicode, so
 * each character is kept when WinAnsi has it ("é", "€", "–"), else reduced to its letters without
 * accents ("ő" → "o", "ﬁ" → "fi"), else shown as "?" (CJK, emoji). The PDF's metadata (Title,
 * Subject) is UTF-16 and keeps the text as it was.
 */

/** The characters WinAnsi holds beyond Latin-1 (its 0x80–0x9F row). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function inWinAnsi(char: string): boolean {
	const code = char.codePointAt(0)!;
	return (
		(code >= 0x20 && code <= 0x7e) ||
		(code >= 0xa0 && code <= 0xff) ||
		WIN_ANSI_EXTRA.includes(char)
	);
}

/** Joiners, variation selectors and other invisible format characters: dropped, not shown as "?". */
const INVISIBLE = /^[\p{Cf}\p{Mn}\p{Me}]$/u;

/**
 * `text` as the standard fonts can show it (see above). Line breaks become spaces: the layout
 * wraps text itself.
 */
export function pdfText(text: string): string {
	let out = '';
	for (const char of text.replace(/\s+/g, ' ')) {
		if (inWinAnsi(char)) out += char;
		else if (INVISIBLE.test(char)) continue;
		else {
			const base = [...char.normalize('NFKD')].filter((part) => !INVISIBLE.test(part));
			out += base.length > 0 && base.every(inWinAnsi) ? base.join('') : '?';
		}
	}
	return out;
}
