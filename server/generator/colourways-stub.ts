/**
 * TEMPORARY stub of the colourways interface (branch `colourways`), so the variations endpoint
 * builds before that branch is merged. Removed when main has the real one.
 */
import { COLOR_ROWS } from './lexicon/colors';

export const COLOR_NAMES: readonly string[] = COLOR_ROWS.map((row) => row[0]);

const BY_NAME = new Map(COLOR_ROWS.map(([name, hex]) => [name, { name, hex }]));

export function resolveColorName(name: string): { name: string; hex: string } | undefined {
	return BY_NAME.get(name.trim().toLowerCase());
}
