import { StoreConflictError, StoreDesignGoneError } from '../errors';
import {
	INSERT_PUBLICATION_SQL,
	insertPublicationParams,
	keysetPage,
	keysetQuery,
	publicationListConditions,
} from '../queries';
import { toPublication } from '../rows';
import type { PublicationRepository } from '../types';
import type { PgDatabase } from './database';
import { recordPublicationEvent } from './events';
import { setRecoveryPoint } from './idempotency';

const UNIQUE_VIOLATION = '23505';

/** Publications, and the public marketplace's listings (any account's live public ones). */
export function pgPublications(db: PgDatabase): PublicationRepository {
	const store: PublicationRepository = {
		async insertPublication(p, claim) {
			try {
				await db.transaction(async (tx) => {
					// The design row locked: a delete of it waits for this publication (and withdraws
					// it), or committed first and the design is not published.
					const live = await tx.row(
						'SELECT 1 AS live FROM designs WHERE id = ? AND deleted_at IS NULL FOR NO KEY UPDATE',
						[p.designId],
					);
					if (!live) throw new StoreDesignGoneError(p.designId);
					await tx.run(INSERT_PUBLICATION_SQL, insertPublicationParams(p));
					await tx.run('UPDATE designs SET updated_at = ? WHERE id = ?', [
						p.publishedAt,
						p.designId,
					]);
					if (claim) await setRecoveryPoint(tx, claim, { type: 'publication', id: p.id });
					await recordPublicationEvent(tx, 'publication.published', p.id, p.publishedAt);
				});
			} catch (error) {
				// The partial unique index publications_live_design lets one live publication per design through.
				if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
					throw new StoreConflictError(`Design '${p.designId}' already has a live publication.`, {
						cause: error,
					});
				}
				throw error;
			}
			return (await store.getPublication(p.accountId, p.id))!;
		},

		async getPublication(accountId, id) {
			const row = await db.row('SELECT * FROM publications WHERE account_id = ? AND id = ?', [
				accountId,
				id,
			]);
			return row && toPublication(row);
		},

		async listPublications(query) {
			const { sql, params } = keysetQuery(
				'SELECT p.* FROM publications p',
				'p.seq',
				publicationListConditions(query, 'postgres'),
				query,
			);
			const page = keysetPage(await db.rows(sql, params), query);
			return { items: page.items.map(toPublication), hasMore: page.hasMore };
		},

		async withdrawPublication(accountId, id, now) {
			await db.transaction(async (tx) => {
				const row = await tx.row(
					`UPDATE publications SET status = 'withdrawn', withdrawn_at = ?
           WHERE account_id = ? AND id = ? AND status = 'published' RETURNING design_id`,
					[now, accountId, id],
				);
				if (!row) return;
				await tx.run('UPDATE designs SET updated_at = ? WHERE id = ?', [now, row.design_id]);
				await recordPublicationEvent(tx, 'publication.withdrawn', id, now);
			});
			return await store.getPublication(accountId, id);
		},

		async getListing(id) {
			const row = await db.row(
				`SELECT p.*, i.svg AS design_svg, i.png AS design_png
         FROM publications p LEFT JOIN design_images i ON i.design_id = p.design_id WHERE p.id = ?`,
				[id],
			);
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
			const rows = await db.rows(
				`SELECT * FROM publications WHERE status = 'published' AND visibility = 'public' AND seq < ?
         ORDER BY seq DESC LIMIT ?`,
				[after ?? Number.MAX_SAFE_INTEGER, limit + 1],
			);
			return {
				items: rows.slice(0, limit).map(toPublication),
				hasMore: rows.length > limit,
			};
		},

		async publicListingPosition(id) {
			const row = await db.row(
				`SELECT seq FROM publications WHERE id = ? AND visibility = 'public'`,
				[id],
			);
			return row?.seq as number | undefined;
		},
	};
	return store;
}
