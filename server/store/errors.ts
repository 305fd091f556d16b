/**
 * Errors any store implementation raises, in the domain's terms, so that no engine's error codes
 * (SQLite's `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL's `23505`) travel past the store.
 */

/** A write refused because it would break a uniqueness rule (two live publications of a design). */
export class StoreConflictError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
		this.name = 'StoreConflictError';
	}
}

/**
 * A write that needs a live design (publishing it, varying it) found it deleted (or unknown) in
 * its own transaction: a delete committed first.
 */
export class StoreDesignGoneError extends Error {
	constructor(readonly designId: string) {
		super(`Design '${designId}' is deleted.`);
		this.name = 'StoreDesignGoneError';
	}
}

/** An insert that would take the account past its design quota: nothing was inserted. */
export class StoreQuotaError extends Error {
	constructor(
		readonly quota: number,
		readonly existing: number,
	) {
		super(`The account holds ${existing} of its ${quota} designs.`);
		this.name = 'StoreQuotaError';
	}
}

/**
 * A write made under an Idempotency-Key claim that the request no longer holds (another request
 * took the key over): refused, so that one key never leaves two objects.
 */
export class IdempotencyClaimLostError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'IdempotencyClaimLostError';
	}
}

/**
 * The database cannot be reached (refused, reset, timed out, restarting). The API answers 503
 * `service_unavailable` with `Retry-After`; the store keeps reconnecting on later calls.
 */
export class StoreUnavailableError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
		this.name = 'StoreUnavailableError';
	}
}

/**
 * A SQLite database path the server cannot use (its folder cannot be made, it is not writable, it
 * is a folder, or the file is not a database). The message names the path and what to do, in one
 * line; the command line prints it as it is.
 */
export class DatabasePathError extends Error {
	constructor(
		message: string,
		readonly path: string,
		options?: { cause?: unknown },
	) {
		super(message, options);
		this.name = 'DatabasePathError';
	}
}

/**
 * A collection item's design was not inserted: the item's lease is no longer the worker's (another
 * instance took it over), or the item is no longer pending (canceled, or made by that other one).
 * The transaction made nothing.
 */
export class StoreLeaseLostError extends Error {
	constructor(
		readonly collectionId: string,
		readonly position: number,
	) {
		super(`collection ${collectionId} item ${position}: lease lost`);
		this.name = 'StoreLeaseLostError';
	}
}
