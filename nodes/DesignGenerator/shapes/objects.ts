/**
 * One object out of a service's answer. The service's public document promises only that a design
 * has a string `id`; services wrap single objects in an envelope (`{data: …}`, `{design: …}`,
 * `{result: …}`) or send them bare, and JSON:API puts the fields under `attributes`. The node
 * outputs the object itself, so `{{$json.id}}` works everywhere, and keeps every field the
 * service sent.
 */
import type { IDataObject } from 'n8n-workflow';

export function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys services wrap one object in, most common first. */
const ENVELOPES = [
	'data',
	'design',
	'result',
	'item',
	'publication',
	'listing',
	'record',
	'resource',
	'payload',
	'response',
	'object',
];

/** Names services give a design's identifier when it is not `id`. */
const DESIGN_ID_ALIASES = ['design_id', 'designId', 'uuid', '_id'];

/**
 * The object an answer carries: the body itself when it has an `id`, else the one envelope that
 * holds an object (up to three deep). The envelope's other fields (`meta`, `message`…) are kept
 * beside the object's own, which win. Undefined when the answer is not an object at all.
 */
export function unwrapObject(body: unknown): IDataObject | undefined {
	let current = body;
	let outer: IDataObject = {};
	for (let depth = 0; depth < 4; depth++) {
		if (!isPlainObject(current)) return undefined;
		const envelope = hasIdentifier(current) ? undefined : envelopeOf(current);
		if (envelope === undefined) return flattenJsonApi({ ...outer, ...current });
		const { [envelope]: inner, ...siblings } = current;
		outer = { ...outer, ...siblings };
		current = inner;
	}
	return isPlainObject(current) ? flattenJsonApi({ ...outer, ...current }) : undefined;
}

/** A design as the node outputs it: unwrapped, with `id` set from an alias the service used. */
export function toDesign(body: unknown): IDataObject | undefined {
	const design = unwrapObject(body);
	if (design && (design.id === undefined || design.id === null)) {
		const alias = DESIGN_ID_ALIASES.find((key) => isId(design[key]));
		if (alias) return { id: design[alias], ...design };
	}
	return design;
}

/** A list element as an object: JSON:API resources flattened, GraphQL edges opened, bare ids wrapped. */
export function toListItem(element: unknown): IDataObject {
	if (typeof element === 'string' || typeof element === 'number') return { id: element };
	if (!isPlainObject(element)) return { value: element as IDataObject[keyof IDataObject] };
	if (
		isPlainObject(element.node) &&
		Object.keys(element).every((k) => k === 'node' || k === 'cursor')
	)
		return toDesign(element.node) ?? element;
	return toDesign(element) ?? element;
}

export function isId(value: unknown): value is string | number {
	return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}

function hasIdentifier(value: IDataObject): boolean {
	return isId(value.id) || DESIGN_ID_ALIASES.some((key) => isId(value[key]));
}

/** The envelope key of `value` that holds an object: a known name, else a lone key. */
function envelopeOf(value: IDataObject): string | undefined {
	const keys = Object.keys(value);
	const known = ENVELOPES.find((key) => isPlainObject(value[key]));
	if (known) return known;
	return keys.length === 1 && isPlainObject(value[keys[0]]) ? keys[0] : undefined;
}

/** JSON:API: `{id, type, attributes: {…}}` → `{id, type, …attributes}`. */
function flattenJsonApi(value: IDataObject): IDataObject {
	if (!isPlainObject(value.attributes) || typeof value.type !== 'string') return value;
	const { attributes, ...rest } = value;
	return { ...attributes, ...rest };
}

/** A short, single-line excerpt of what a service sent, for error messages. */
export function excerpt(body: unknown, max = 200): string {
	let text: string;
	if (body === undefined || body === null || body === '') return 'an empty body';
	if (Buffer.isBuffer(body)) text = body.toString('utf8');
	else if (typeof body === 'string') text = body;
	else text = JSON.stringify(body);
	text = text.replace(/\s+/g, ' ').trim();
	return text.length > max ? `${text.slice(0, max)}…` : text;
}
