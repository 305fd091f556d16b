/**
 * The 422 `instruction_not_understood` of `POST /v1/designs/:id/edits`: a sentence that says
 * what of the instruction was understood, what was not, and, when what was understood changes
 * nothing, why.
 */
import { ApiError } from '../errors';
import type { EditOutcome, InstructionReading } from '../generator';
import { truncateCodePoints } from '../generator/text';

/** What an edit can change, for an instruction of which nothing was understood. */
const WHAT_EDITS_CHANGE =
	'edits can change the garment, colours, print, material, sleeves, neckline, length, fit and details such as zips, buttons, hoods and pockets';

const quote = (text: string): string => `"${truncateCodePoints(text, 80)}"`;
const quoteAll = (phrases: readonly string[]): string =>
	[...new Set(phrases)].map(quote).join(', ');

/** Nothing in the instruction names a change: `Understood nothing in "make it pop"; edits can …`. */
export function instructionNotUnderstood(
	instruction: string,
	reading: InstructionReading,
): ApiError {
	const rest =
		reading.notUnderstood.length > 1
			? ` (did not understand ${quoteAll(reading.notUnderstood)})`
			: '';
	return new ApiError(
		'instruction_not_understood',
		`Understood nothing in ${quote(instruction)}${rest}; ${WHAT_EDITS_CHANGE}.`,
	);
}

/**
 * What the instruction named changes nothing of this design: `Understood "sleeveless", but it
 * changes nothing: "sleeveless" does not apply to jeans; did not understand "sparkly vibes".`
 */
export function editChangesNothing(outcome: EditOutcome, garment: string | undefined): ApiError {
	const { reading, unchanged } = outcome;
	const phraseOf = (id: string): string =>
		reading.phrases.find((phrase) => phrase.ids.includes(id))?.text ?? id;
	const why = unchanged.map(({ id, why }) => {
		const phrase = quote(phraseOf(id));
		if (why === 'not-on-garment')
			return `${phrase} does not apply to ${garment ? garment.replace(/-/g, ' ') : 'this garment'}`;
		if (why === 'absent') return `the design has no ${phrase} to take off`;
		return `the design already has ${phrase}`;
	});
	const reasons = why.length > 0 ? [...new Set(why)].join('; ') : 'the design already is so';
	const rest =
		reading.notUnderstood.length > 0
			? `; did not understand ${quoteAll(reading.notUnderstood)}`
			: '';
	return new ApiError(
		'instruction_not_understood',
		`Understood ${quoteAll(reading.understood)}, but it changes nothing: ${reasons}${rest}.`,
	);
}
