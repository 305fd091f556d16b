/**
 * `POST /v1/designs/:id/edits` before its insert: the 422 `instruction_not_understood` (a
 * sentence that says what of the instruction was understood, what was not, and, when what was
 * understood changes nothing, why) and the fields of the new design.
 */
import { ApiError } from '../errors';
import {
	previewEdit,
	readInstruction,
	type DesignEdit,
	type EditOutcome,
	type InstructionReading,
} from '../generator';
import { truncateCodePoints } from '../generator/text';
import type { Log } from '../log';
import type { DesignRecord } from '../store/types';
import { chainFrom, designSpec, type DesignFields } from './design-spec';

/** What an edit can change, for an instruction of which nothing was understood. */
const WHAT_EDITS_CHANGE =
	'edits can change the garment, colours, print, material, sleeves, neckline, length, fit and details such as zips, buttons, hoods and pockets';

const quote = (text: string): string => `"${truncateCodePoints(text, 80)}"`;
const quoteAll = (phrases: readonly string[]): string =>
	[...new Set(phrases)].map(quote).join(', ');

/**
 * 422 when nothing in the instruction names a change: `Understood nothing in "make it pop";
 * edits can …`. It needs no design, so it answers before the source is read (a body's 422
 * comes before an object's 404).
 */
export function refuseUnderstoodNothing(instruction: string): void {
	const reading = readInstruction(instruction);
	if (reading.understood.length > 0) return;
	throw instructionNotUnderstood(instruction, reading);
}

function instructionNotUnderstood(instruction: string, reading: InstructionReading): ApiError {
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
 * The new design's fields: the source's prompt, style and colourway, its chain with this edit
 * appended, and the edit's seed. 422 when what the instruction names changes nothing of the
 * source. A generator that throws here would throw generating the edit too: the edit is then
 * made, and fails as a generation does (`generation_failed`), rather than answering 500.
 */
export function editOf(source: DesignRecord, edit: DesignEdit, log: Log): DesignFields {
	const from = designSpec(source);
	let preview: EditOutcome | undefined;
	try {
		preview = previewEdit(from, edit);
	} catch (error) {
		log.error({ err: error, design: source.id }, 'edit preview failed');
	}
	if (preview?.changed === false) throw editChangesNothing(preview, source.content?.garment);
	return {
		prompt: source.prompt,
		style: source.style,
		seed: edit.seed,
		parentId: source.id,
		...(source.colorway ?? {}),
		edits: chainFrom(from, { edit }),
		editInstruction: edit.instruction,
	};
}

/**
 * What the instruction named changes nothing of this design: `Understood "sleeveless", but it
 * changes nothing: "sleeveless" does not apply to jeans; did not understand "sparkly vibes".`
 */
function editChangesNothing(outcome: EditOutcome, garment: string | undefined): ApiError {
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
