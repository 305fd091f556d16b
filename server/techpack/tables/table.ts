/**
 * How the measurement tables are written: as text, like the generator's lexicon, so a block of
 * fifteen points is two lines and not sixty. Parsed once, when the modules load; a malformed row
 * throws at start, never at a request.
 *
 * - Values: `chest 53/4, body-length 72/2`: a point, its base-size value and its grade per alpha
 *   step, in cm (`/grade` may be left out for 0).
 * - Changes: `sleeve *0.35, sleeve-opening =bicep*0.85, cuff-height !`. Each is a point and one of
 *   `=N[/G]` (set the value, and the grade when given), `+N` / `-N` (add), `*N` (scale value and
 *   grade), `!` (the point does not apply), `=ref[*A][+B]` (the value and grade of another point,
 *   scaled by A and moved by B; `$main` is the block's main length, `$waist` its waist).
 * - Rows of changes keyed by a word: `cropped: body-length =52; maxi: cb-length =130`.
 */
export type PointValue = readonly [point: string, base: number, grade: number];

export type Change =
	| { point: string; op: 'set'; value: number; grade?: number }
	| { point: string; op: 'add'; value: number }
	| { point: string; op: 'scale'; value: number }
	| { point: string; op: 'remove' }
	| { point: string; op: 'copy'; from: string; scale: number; offset: number };

const items = (text: string): string[] =>
	text
		.split(/[,\n]/)
		.map((item) => item.trim())
		.filter((item) => item !== '');

function fail(what: string, text: string): never {
	throw new Error(`techpack: ${what} '${text}' is malformed (see tables/table.ts)`);
}

/** `chest 53/4, body-length 72/2` → [['chest', 53, 4], ['body-length', 72, 2]]. */
export function values(text: string): PointValue[] {
	return items(text).map((item) => {
		const match = /^([a-z-]+) (-?[\d.]+)(?:\/([\d.]+))?$/.exec(item);
		if (!match) fail('value', item);
		return [match[1], Number(match[2]), Number(match[3] ?? 0)] as const;
	});
}

/** `sleeve *0.35, cuff-height !` → the changes, in order. */
export function changes(text: string): Change[] {
	return items(text).map((item): Change => {
		const match = /^([a-z-]+) (.+)$/.exec(item);
		if (!match) fail('change', item);
		const [, point, op] = match;
		if (op === '!') return { point, op: 'remove' };
		let m = /^=([\d.]+)(?:\/([\d.]+))?$/.exec(op);
		if (m) return { point, op: 'set', value: Number(m[1]), grade: m[2] ? Number(m[2]) : undefined };
		m = /^([+-][\d.]+)$/.exec(op);
		if (m) return { point, op: 'add', value: Number(m[1]) };
		m = /^\*([\d.]+)$/.exec(op);
		if (m) return { point, op: 'scale', value: Number(m[1]) };
		m = /^=(\$?[a-z-]+)(?:\*([\d.]+))?([+-][\d.]+)?$/.exec(op);
		if (m)
			return { point, op: 'copy', from: m[1], scale: Number(m[2] ?? 1), offset: Number(m[3] ?? 0) };
		return fail('change', item);
	});
}

/** `cropped: body-length =52; maxi: cb-length =130` (rows split by `;` or lines) → by word. */
export function rows(text: string): Record<string, Change[]> {
	const out: Record<string, Change[]> = {};
	for (const row of text.split(/[;\n]/).map((r) => r.trim())) {
		if (row === '') continue;
		// The key ends at the colon before the changes: `womens:hood: hood-height =33`.
		const match = /^(\S+):(\s.*)?$/.exec(row);
		if (!match) fail('row', row);
		out[match[1]] = changes(match[2] ?? '');
	}
	return out;
}
