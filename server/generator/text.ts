/** Text helpers shared by the parser and the SVG assembly. */

/** Lowercase, strip accents, turn every run of non-alphanumerics (hyphens too) into one space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Escape for XML text and attributes, and drop what XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF): prompts are user input.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
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
  return text.replace(/(^|[\s-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
