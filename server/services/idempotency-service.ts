import { createHash } from 'node:crypto';
import type { IdempotencyRepository, IdempotencyState, StoredResponse } from '../store/types';

/**
 * Idempotency keys, scoped to the account: a key is claimed for one request, identified by its
 * endpoint and its canonical body, and then holds that request's response.
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
		return this.store.claimIdempotencyKey(accountId, key, fingerprint, Date.now());
	}

	save(accountId: string, key: string, response: StoredResponse): Promise<void> {
		return this.store.saveIdempotentResponse(accountId, key, response);
	}

	/** Frees a claimed key without a response (the request failed), so a retry can run. */
	release(accountId: string, key: string): Promise<void> {
		return this.store.releaseIdempotencyKey(accountId, key);
	}
}
