/**
 * Where a design's generation stands, in the service's own words. The service's public document
 * shows no states; services say `pending`, `queued`, `processing`, `starting`… while they work and
 * `succeeded`, `completed`, `done`, `failed`, `canceled`… when they are through, or say nothing
 * (a design answered at all is then finished). A 202 answer means accepted and not yet done.
 */
import type { IDataObject } from 'n8n-workflow';

import { isPlainObject } from './objects';

export type Progress = 'pending' | 'succeeded' | 'failed';

const STATUS_KEYS = [
	'status',
	'state',
	'generation_status',
	'generationStatus',
	'job_status',
	'jobStatus',
	'phase',
];

const PENDING = new Set([
	'pending',
	'queued',
	'in_queue',
	'inqueue',
	'processing',
	'in_progress',
	'inprogress',
	'running',
	'starting',
	'started',
	'submitted',
	'accepted',
	'waiting',
	'scheduled',
	'working',
	'busy',
	'not_started',
	'throttled',
	'deferred',
	'on_hold',
	'paused',
]);

const FAILED = new Set([
	'failed',
	'failure',
	'error',
	'errored',
	'canceled',
	'cancelled',
	'rejected',
	'timeout',
	'timed_out',
	'expired',
	'aborted',
	'denied',
	'blocked',
]);

/** Flags some services use instead of a status word: `done: false` means still working. */
const DONE_FLAGS = ['done', 'completed', 'complete', 'finished', 'ready', 'is_ready', 'isReady'];

/** The status word a design carries, as sent (undefined when it carries none). */
export function statusWord(design: IDataObject): string | undefined {
	for (const key of STATUS_KEYS) {
		const value = design[key];
		if (typeof value === 'string' && value.trim() !== '') return value;
	}
	return undefined;
}

/**
 * Pending, succeeded or failed. An unknown word ending in "-ing" (`rendering`, `upscaling`) is
 * work under way; any other unknown word is a finished state of the service's own.
 */
export function progressOf(design: IDataObject, statusCode?: number): Progress {
	const word = statusWord(design);
	if (word !== undefined) {
		// `NotStarted`, `IN_PROGRESS`, `timed-out` → not_started, in_progress, timed_out.
		const key = word
			.trim()
			.replace(/([a-z])([A-Z])/g, '$1_$2')
			.toLowerCase()
			.replace(/[\s-]+/g, '_');
		if (FAILED.has(key)) return 'failed';
		if (PENDING.has(key) || /ing$/.test(key)) return 'pending';
		return 'succeeded';
	}
	for (const flag of DONE_FLAGS) {
		if (design[flag] === false) return 'pending';
		if (design[flag] === true) return hasError(design) ? 'failed' : 'succeeded';
	}
	return statusCode === 202 ? 'pending' : 'succeeded';
}

function hasError(design: IDataObject): boolean {
	return design.error !== undefined && design.error !== null && design.error !== false;
}

/** Why a design failed, in the service's words, and its error code when it gives one. */
export function failureOf(design: IDataObject): { reason?: string; code?: string } {
	const codeKey = ['failure_code', 'failureCode', 'error_code', 'errorCode'].find(
		(key) => typeof design[key] === 'string',
	);
	const designCode = codeKey ? (design[codeKey] as string) : undefined;
	const error = design.error;
	if (typeof error === 'string' && error.trim()) return { reason: error.trim(), code: designCode };
	if (isPlainObject(error)) {
		const reason = [error.detail, error.message, error.description, error.reason].find(
			(value): value is string => typeof value === 'string' && value.trim() !== '',
		);
		const code = typeof error.code === 'string' ? error.code : designCode;
		return { reason, code };
	}
	for (const key of [
		'error_message',
		'errorMessage',
		'failure_reason',
		'failureReason',
		'failure',
		'reason',
		'message',
		'detail',
	]) {
		const value = design[key];
		if (typeof value === 'string' && value.trim())
			return { reason: value.trim(), code: designCode };
	}
	return { code: designCode };
}
