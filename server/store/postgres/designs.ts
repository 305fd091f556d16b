import { designListConditions, keysetPage, keysetQuery } from '../queries';
import { DESIGN_COLUMNS, splitContent, toDesign, toPublication, type Row } from '../rows';
import type { DesignRecord, DesignRepository } from '../types';
import type { PgDatabase } from './database';
import { setRecoveryPoint } from './idempotency';

/** Designs: soft-deleted (`deleted_at`), so their ids stay valid cursors. */
export function pgDesigns(db: PgDatabase): DesignRepository {
	/** Attaches each design's live publication (one query for the whole page). */
	const withPublications = async (rows: Row[]): Promise<DesignRecord[]> => {
		if (rows.length === 0) return [];
		const pubs = await db.rows(
			`SELECT * FROM publications WHERE status = 'published' AND design_id = ANY(?)`,
			[rows.map((r) => r.id as string)],
		);
		const byDesign = new Map(pubs.map((p) => [p.design_id as string, toPublication(p)]));
		return rows.map((r) => toDesign(r, byDesign.get(r.id as string) ?? null));
	};

	const store: DesignRepository = {
		async insertDesign(design, claim) {
			const { svg, contentJson } = splitContent(design.content);
			// The design, and (under an Idempotency-Key) the key's recovery point, in one transaction.
			await db.transaction(async (tx) => {
				await tx.run(
					`INSERT INTO designs (id, account_id, status, prompt, style, seed, content_json, svg, error_code, error_detail,
                  ready_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
					[
						design.id,
						design.accountId,
						design.status,
						design.prompt,
						design.style,
						design.seed,
						contentJson,
						svg,
						design.error?.code ?? null,
						design.error?.detail ?? null,
						design.readyAt,
						design.now,
						design.now,
					],
				);
				if (claim) await setRecoveryPoint(tx, claim, { type: 'design', id: design.id });
			});
			return (await store.getDesign(design.accountId, design.id))!;
		},

		async completeDesign(id, outcome, now) {
			if ('content' in outcome) {
				const { svg, contentJson } = splitContent(outcome.content);
				await db.run(
					`UPDATE designs SET status = 'succeeded', content_json = ?, svg = ?, ready_at = NULL, updated_at = ?
           WHERE id = ? AND status = 'pending'`,
					[contentJson, svg, now, id],
				);
			} else {
				await db.run(
					`UPDATE designs SET status = 'failed', error_code = ?, error_detail = ?, ready_at = NULL, updated_at = ?
           WHERE id = ? AND status = 'pending'`,
					[outcome.error.code, outcome.error.detail, now, id],
				);
			}
		},

		async listPendingDesigns() {
			const rows = await db.rows(
				`SELECT id, prompt, style, seed, ready_at FROM designs WHERE status = 'pending' ORDER BY ready_at, seq`,
			);
			return rows.map((r) => ({
				id: r.id as string,
				prompt: r.prompt as string,
				style: r.style as string,
				seed: r.seed as number,
				readyAt: r.ready_at as number,
			}));
		},

		async getDesign(accountId, id) {
			const row = await db.row(
				`SELECT ${DESIGN_COLUMNS} FROM designs d WHERE d.account_id = ? AND d.id = ? AND d.deleted_at IS NULL`,
				[accountId, id],
			);
			return row && (await withPublications([row]))[0];
		},

		async getDesignImage(accountId, id) {
			const row = await db.row(
				`SELECT svg, png FROM designs WHERE account_id = ? AND id = ? AND deleted_at IS NULL AND svg IS NOT NULL`,
				[accountId, id],
			);
			return row && { svg: row.svg as string, png: (row.png as Buffer | null) ?? null };
		},

		async savePng(id, png) {
			await db.run('UPDATE designs SET png = ? WHERE id = ?', [png, id]);
		},

		async listDesigns(query) {
			const { sql, params } = keysetQuery(
				`SELECT ${DESIGN_COLUMNS} FROM designs d`,
				'd.seq',
				designListConditions(query),
				query,
			);
			const page = keysetPage(await db.rows(sql, params), query);
			return { items: await withPublications(page.items), hasMore: page.hasMore };
		},

		async deleteDesign(accountId, id, now) {
			return db.transaction(async (tx) => {
				const deleted = await tx.run(
					'UPDATE designs SET deleted_at = ?, updated_at = ? WHERE account_id = ? AND id = ? AND deleted_at IS NULL',
					[now, now, accountId, id],
				);
				if (deleted === 0) return false;
				await tx.run(
					`UPDATE publications SET status = 'withdrawn', withdrawn_at = ? WHERE design_id = ? AND status = 'published'`,
					[now, id],
				);
				return true;
			});
		},
	};
	return store;
}
