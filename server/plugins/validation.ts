import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ErrorCode, type FieldError } from '../errors';
import { resolveColorName } from '../generator';
import { parseInstant } from '../http/instant';
import { privateHostReason } from '../http/private-address';
import { ERROR_CODE_KEYWORD, ERROR_DETAIL_KEYWORD } from '../schemas/common';

/**
 * Strict validation: bodies are never coerced and unknown fields are refused (not stripped);
 * query strings are coerced from text (`limit=20`), and unknown parameters are refused too.
 * Normalising a field (a trimmed prompt) is the route's business: see http/normalise.
 */
export function registerValidation(app: FastifyInstance): void {
	// verbose: errors carry the offending value, so a message can quote it.
	const options = {
		allErrors: true,
		verbose: true,
		removeAdditional: false,
		useDefaults: false,
		strict: false,
	} as const;
	const strict = withFormats(new Ajv({ ...options, coerceTypes: false }));
	const coercing = withFormats(new Ajv({ ...options, coerceTypes: true }));
	app.setValidatorCompiler(({ schema, httpPart }) =>
		(httpPart === 'body' ? strict : coercing).compile(schema),
	);
}

/** ISO 4217 codes as known to this Node's ICU data; any case is accepted (stored upper case). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * Text fields people read: no control characters but tab and line breaks (`text`), none at all
 * on one line (`visible-line`), no lone surrogates, and for `visible-*` at least one character that is
 * not white space, a control or an invisible format character (U+200B, U+2060, U+FEFF, …).
 */
const CONTROLS_BUT_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const CONTROLS = /\p{Cc}/u;
const VISIBLE = /[^\p{Cc}\p{Cf}\p{Z}\s]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (value: string) => !LONE_SURROGATE.test(value);
// '' passes: minLength reports an empty value, once.
const visible = (value: string) => value === '' || VISIBLE.test(value);
const TEXT_FORMATS = {
	text: (value: string) => wellFormed(value) && !CONTROLS_BUT_BREAKS.test(value),
	'visible-text': (value: string) =>
		wellFormed(value) && !CONTROLS_BUT_BREAKS.test(value) && visible(value),
	'visible-line': (value: string) => wellFormed(value) && !CONTROLS.test(value) && visible(value),
};
/**
 * An absolute http(s) URL with a host, as `new URL` reads it (white space and control characters
 * refused outright); `public-http-url` also refuses hosts that are not public addresses.
 */
const httpUrl = (value: string): URL | undefined => {
	if (/[\s\p{Cc}]/u.test(value)) return undefined;
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
			? url
			: undefined;
	} catch {
		return undefined;
	}
};
const URL_FORMATS = {
	'http-url': (value: string) => httpUrl(value) !== undefined,
	'public-http-url': (value: string) => {
		const url = httpUrl(value);
		return url !== undefined && privateHostReason(url.hostname) === undefined;
	},
};

const FORMAT_MESSAGES: Record<string, string> = {
	'http-url': 'must be an absolute http:// or https:// URL',
	'public-http-url':
		'must be an absolute http:// or https:// URL whose host is a public address: this server refuses loopback, private and link-local hosts',
	text: 'must not contain control characters other than tabs and line breaks',
	'visible-text':
		'must contain visible text, and no control characters other than tabs and line breaks',
	'visible-line': 'must contain visible text on one line, with no control characters',
	iso8601: 'must be an ISO 8601 date-time such as 2026-11-21T10:00:00Z (or a date, 2026-11-21)',
};

function withFormats(ajv: Ajv): Ajv {
	addFormats(ajv);
	for (const [name, validate] of Object.entries({ ...TEXT_FORMATS, ...URL_FORMATS }))
		ajv.addFormat(name, { type: 'string', validate });
	ajv.addFormat('color-name', {
		type: 'string',
		validate: (value: string) => resolveColorName(value) !== undefined,
	});
	ajv.addFormat('iso8601', {
		type: 'string',
		validate: (value: string) => parseInstant(value) !== undefined,
	});
	return ajv.addFormat('iso4217', {
		type: 'string',
		validate: (value: string) => CURRENCIES.has(value.toUpperCase()),
	});
}

/** Turns Ajv's errors into a 422 problem with one entry per field and the most specific code. */
export function validationProblem(error: FastifyError): ApiError {
	const where =
		(error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
	const items = (error.validation ?? []) as ErrorObject[];
	const fields: DescribedError[] = items
		.filter((e) => e.keyword !== 'if')
		.map((e) => describe(e, where));
	if (fields.length === 0) {
		fields.push({ pointer: '', detail: 'must be a JSON object', code: 'validation_failed' });
	}
	const codes = new Set(fields.map((f) => f.code));
	const code: ErrorCode = codes.size === 1 ? [...codes][0] : 'validation_failed';
	const detail = fields.map((f) => (f.named ? f.detail : `${label(f)} ${f.detail}`)).join('; ');
	return new ApiError(
		code,
		capitalise(detail) + '.',
		fields.map(({ code: _code, named: _named, ...rest }) => rest),
	);
}

/** A field's error, its code, and whether its detail already names the field. */
type DescribedError = FieldError & { code: ErrorCode; named?: boolean };

function describe(e: ErrorObject, where: string): DescribedError {
	const segments = e.instancePath.split('/').slice(1);
	if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
	if (e.keyword === 'additionalProperties') segments.push(String(e.params.additionalProperty));
	const location: Omit<FieldError, 'detail'> =
		where === 'body'
			? { pointer: segments.length ? '/' + segments.join('/') : '' }
			: { parameter: segments.join('.') };
	const name = segments.length ? segments.join('.') : where === 'body' ? 'the request body' : where;

	if (e.keyword === 'additionalProperties') {
		const what = where === 'body' ? 'field' : 'query parameter';
		return {
			...location,
			code: 'unknown_parameter',
			detail: `unknown ${what} '${name}': it is not accepted here and was not applied; remove it`,
			named: true,
		};
	}
	// A field whose schema names its own error code (ERROR_CODE_KEYWORD) says so in the detail too.
	const ownCode = (e.parentSchema as Record<string, unknown> | undefined)?.[ERROR_CODE_KEYWORD] as
		ErrorCode | undefined;
	if (e.keyword === 'enum') {
		const allowed = (e.params.allowedValues as string[]).join(', ');
		return ownCode
			? {
					...location,
					code: ownCode,
					detail: `${name} '${e.data}' is not one of: ${allowed}`,
					named: true,
				}
			: { ...location, code: 'validation_failed', detail: `must be one of: ${allowed}` };
	}
	if (e.keyword === 'format' && e.params.format === 'color-name') {
		return {
			...location,
			code: ownCode ?? 'validation_failed',
			detail: `'${String(e.data)}' is not a colour name the generator knows; use a CSS colour name such as navy, tomato or olive (the OpenAPI document lists them all)`,
		};
	}
	if (e.keyword === 'format' && e.params.format === 'iso4217') {
		return {
			...location,
			code: ownCode ?? 'validation_failed',
			detail: `'${String(e.data)}' is not an ISO 4217 currency code such as USD, EUR or GBP`,
		};
	}
	// Other formats: the field's own code when its schema names one; and its own detail, if any.
	const code = e.keyword === 'format' ? (ownCode ?? 'validation_failed') : 'validation_failed';
	const ownDetail = (e.parentSchema as Record<string, unknown> | undefined)?.[
		ERROR_DETAIL_KEYWORD
	] as string | undefined;
	return { ...location, code, detail: ownDetail ?? message(e) };
}

const TYPE_NAMES: Record<string, string> = {
	string: 'a string',
	integer: 'a whole number',
	number: 'a number',
	boolean: 'true or false',
	array: 'an array',
	object: 'a JSON object',
};

/** Ajv's messages, reworded as plain sentences. */
function message(e: ErrorObject): string {
	const p = e.params as Record<string, unknown>;
	switch (e.keyword) {
		case 'required':
			return 'is required';
		case 'type':
			return `must be ${TYPE_NAMES[String(p.type)] ?? String(p.type)}`;
		case 'minLength':
			return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
		case 'maxLength':
			return `must be at most ${p.limit} characters`;
		case 'minimum':
			return `must be at least ${p.limit}`;
		case 'maximum':
			return `must be at most ${p.limit}`;
		case 'minItems':
			return p.limit === 1 ? 'must not be empty' : `must have at least ${p.limit} items`;
		case 'maxItems':
			return `must have at most ${p.limit} items`;
		case 'format':
			return FORMAT_MESSAGES[String(p.format)] ?? e.message ?? 'is invalid';
		default:
			return e.message ?? 'is invalid';
	}
}

function label(field: FieldError): string {
	const name =
		field.pointer !== undefined ? field.pointer.slice(1).replace(/\//g, '.') : field.parameter;
	return name ? name : 'the request body';
}

function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
