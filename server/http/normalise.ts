/**
 * Input normalisation that routes run as `preValidation`, so that the schema checks the value
 * that will be stored. Each route says which of its fields it normalises.
 */

/** Prompts are stored trimmed, and their length is checked after trimming. */
export function trimPrompt(fields: unknown): void {
	if (isObject(fields) && typeof fields.prompt === 'string') fields.prompt = fields.prompt.trim();
}

/** Style ids are case-insensitive; the catalog's, and so the stored ones, are lower case. */
export function lowerCaseStyle(fields: unknown): void {
	if (isObject(fields) && typeof fields.style === 'string')
		fields.style = fields.style.toLowerCase();
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
