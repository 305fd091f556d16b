import type Database from 'better-sqlite3';
import { prepared } from './statements';
import { StoreConflictError, StoreDesignGoneError } from '../errors';
import type { IdempotencyClaim, PublicationRecord, PublicationRepository } from '../types';
import {
	INSERT_PUBLICATION_SQL,
	insertPublicationParams,
	publicationListConditions,
} from '../queries';
import { recordPublicationEvent } from './events';
import { setRecoveryPoint } from './idempotency';
import { sqlitePage } from './paging';
import { toPublication, type Row } from '../rows';

const LIVE_DESIGN_SQL = 'SELECT 1 FROM designs WHERE id = ? AND deleted_at IS NULL';

/** Publications, and the public marketplace's listings (any account's live public ones). */
export function sqlitePublications(db: Database.Database): PublicationRepository {
	const insert = db.transaction((p: PublicationRecord, claim?: IdempotencyClaim) => {
		// The design is checked in the transaction that publishes it: a delete committed since the
		// service read it leaves nothing live to sell.
		if (!prepared(db, LIVE_DESIGN_SQL).get(p.designId)) throw new StoreDesignGoneError(p.designId);
		prepared(db, INSERT_PUBLICATION_SQL).run(...insertPublicationParams(p));
		prepared(db, 'UPDATE designs SET updated_at = ? WHERE id = ?').run(p.publishedAt, p.designId);
		if (claim) setRecoveryPoint(db, claim, { type: 'publication', id: p.id });
		recordPublicationEvent(db, 'publication.published', p.id, p.publishedAt);
	});

	const store: PublicationRepository = {
		async insertPublication(p, claim) {
			try {
				// Immediate: the write lock is taken before the check, so a delete from another
				// connection cannot commit between the check and the insert.
				insert.immediate(p, claim);
			} catch (error) {
				// The unique index publications_live_design lets one live publication per design through.
				// Matched by code, not class: under jest the native addon keeps the SqliteError class of the
				// first test file that loaded it, so `instanceof` fails in the others.
				if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
					throw new StoreConflictError(`Design '${p.designId}' already has a live publication.`, {
						cause: error,
					});
				}
				throw error;
			}
			return (await store.getPublication(p.accountId, p.id))!;
		},

		async getPublication(accountId, id) {
			const row = prepared(db, 'SELECT * FROM publications WHERE account_id = ? AND id = ?').get(
				accountId,
				id,
			) as Row | undefined;
			return row && toPublication(row);
		},

		async listPublications(query) {
			const page = sqlitePage(
				db,
				'SELECT p.* FROM publications p',
				'p.seq',
				publicationListConditions(query),
				query,
			);
			return { items: page.items.map(toPublication), hasMore: page.hasMore };
		},

		async withdrawPublication(accountId, id, now) {
			db.transaction(() => {
				const row = prepared(
					db,
					`UPDATE publications SET status = 'withdrawn', withdrawn_at = ? WHERE account_id = ? AND id = ? AND status = 'published'
                  RETURNING design_id`,
				).get(now, accountId, id) as Row | undefined;
				if (!row) return;
				prepared(db, 'UPDATE designs SET updated_at = ? WHERE id = ?').run(now, row.design_id);
				recordPublicationEvent(db, 'publication.withdrawn', id, now);
			})();
			return await store.getPublication(accountId, id);
		},

		async getListing(id) {
			const row = prepared(
				db,
				`SELECT p.*, i.svg AS design_svg, i.png AS design_png
         FROM publications p LEFT JOIN design_images i ON i.design_id = p.design_id WHERE p.id = ?`,
			).get(id) as Row | undefined;
			return (
				row && {
					publication: toPublication(row),
					// A deleted design's images are purged, and its publication withdrawn with them: a
					// withdrawn listing's image is never served.
					svg: (row.design_svg as string | null) ?? '',
					png: (row.design_png as Buffer | null) ?? null,
				}
			);
		},

		async listPublicListings(limit, after) {
			const rows = prepared(
				db,
				`SELECT * FROM publications WHERE status = 'published' AND visibility = 'public' AND seq < ?
                ORDER BY seq DESC LIMIT ?`,
			).all(after ?? Number.MAX_SAFE_INTEGER, limit + 1) as Row[];
			return {
				items: rows.slice(0, limit).map(toPublication),
				hasMore: rows.length > limit,
			};
		},

		async publicListingPosition(id) {
			const row = prepared(
				db,
				`SELECT seq FROM publications WHERE id = ? AND visibility = 'public'`,
			).get(id) as Row | undefined;
			return row?.seq as number | undefined;
		},
	};
	return store;
}
