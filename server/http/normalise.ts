/**
 * Input normalisation that routes run as `preValidation`, so that the schema checks the value
 * that will be stored. Each route says which of its fields it normalises.
 */
import { resolveStyleId } from '../generator';

/** Prompts are stored trimmed, and their length is checked after trimming. */
export const trimPrompt = (fields: unknown): void => trimField(fields, 'prompt');

/** An edit's instruction, as a prompt: stored trimmed, its length checked after trimming. */
export const trimInstruction = (fields: unknown): void => trimField(fields, 'instruction');

function trimField(fields: unknown, name: string): void {
	if (isObject(fields) && typeof fields[name] === 'string') fields[name] = fields[name].trim();
}

/**
 * A style may be given as its id in any case or as its display name (`Avant Garde`): either
 * becomes the catalog's id, which is what is validated and stored. Anything else is left as sent,
 * so the 422 quotes what the client wrote.
 */
export function normaliseStyle(fields: unknown): void {
	if (!isObject(fields) || typeof fields.style !== 'string') return;
	const id = resolveStyleId(fields.style);
	if (id) fields.style = id;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
