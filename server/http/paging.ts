import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { CursorKind, Page } from '../store/types';

/** A service whose objects can be paged through: where one of the account's objects stands. */
export interface CursorSource {
	cursorPosition(accountId: string, id: string): Promise<number | undefined>;
}

/**
 * preValidation hook for list endpoints: resolves `starting_after` / `ending_before` to a position
 * (400 before any 422, as the error order requires). A cursor must be one of the caller's own ids;
 * ids of objects deleted since stay valid.
 */
export function resolveCursor(kind: CursorKind, source: CursorSource) {
	return async (request: FastifyRequest): Promise<void> => {
		const query = request.query as Record<string, unknown>;
		const after = query.starting_after;
		const before = query.ending_before;
		if (after !== undefined && before !== undefined) {
			throw new ApiError(
				'conflicting_cursors',
				'Send either starting_after or ending_before, not both.',
			);
		}
		const cursor = after ?? before;
		if (cursor === undefined) return;
		const position =
			typeof cursor === 'string'
				? await source.cursorPosition(request.auth!.accountId, cursor)
				: undefined;
		if (position === undefined) {
			const name = after !== undefined ? 'starting_after' : 'ending_before';
			throw new ApiError(
				'invalid_cursor',
				`${name} must be the id of one of your own ${kind.replace('_', ' ')}s from an earlier page; '${String(cursor)}' is not.`,
			);
		}
		request.cursor = after !== undefined ? { after: position } : { before: position };
	};
}

export function listBody<T, R>(page: Page<T>, present: (item: T) => R) {
	return { object: 'list' as const, data: page.items.map(present), has_more: page.hasMore };
}

export const DEFAULT_PAGE_SIZE = 20;
