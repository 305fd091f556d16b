import { createHash, randomUUID } from 'node:crypto';
import { ApiError } from '../errors';
import { IdempotencyClaimLostError } from '../store/errors';
import type {
	IdempotencyClaim,
	IdempotencyRepository,
	IdempotencyState,
	StoredResponse,
} from '../store/types';

/**
 * Idempotency keys, scoped to the account: a key is claimed for one request, identified by its
 * endpoint and its canonical body, and then holds that request's response. The object a request
 * creates is recorded on its claim in the object's own transaction (the recovery point), so a
 * request cut off between the two (a crash) is answered from its object, never run twice.
 */
export class IdempotencyService {
	constructor(private readonly store: IdempotencyRepository) {}

	claim(
		accountId: string,
		key: string,
		request: { endpoint: string; canonicalBody: string | null },
	): Promise<IdempotencyState> {
		const fingerprint = createHash('sha256')
			.update(`${request.endpoint}\n${request.canonicalBody ?? ''}`)
			.digest('hex');
		return this.store.claimIdempotencyKey(accountId, key, fingerprint, randomUUID(), Date.now());
	}

	/** Whether a request with this key would most likely be answered from what the key holds. */
	answered(accountId: string, key: string): Promise<boolean> {
		return this.store.idempotencyKeyAnswered(accountId, key, Date.now());
	}

	save(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
		return this.store.saveIdempotentResponse(claim, response);
	}

	/** Frees a claimed key without a response (the request failed), so a retry can run. */
	release(claim: IdempotencyClaim): Promise<void> {
		return this.store.releaseIdempotencyKey(claim);
	}

	/**
	 * At start: frees claims with neither a response nor an object, left by a process that died.
	 * Right for a store this server alone uses (SQLite: one server per database file).
	 */
	releaseAbandoned(): Promise<number> {
		return this.store.releaseAbandonedClaims();
	}
}

/** A store write refused because another request took the key over → 409 `idempotency_key_in_use`. */
export function claimLostAsApiError(error: unknown): unknown {
	return error instanceof IdempotencyClaimLostError
		? new ApiError(
				'idempotency_key_in_use',
				'Another request with this Idempotency-Key took it over; retry to get its response replayed.',
			)
		: error;
}
