import type Database from 'better-sqlite3';
import { prepared } from './statements';
import type { DesignRepository, GenerationOutcome, IdempotencyClaim, NewDesign } from '../types';
import {
	DESIGN_QUOTA_SQL,
	DESIGN_SELECT,
	designInserts,
	designListQuery,
	keysetPage,
	outcomeUpdate,
} from '../queries';
import { searchText } from '../search';
import { StoreDesignGoneError, StoreQuotaError } from '../errors';
import type { DesignQuota, Plan } from '../types';
import { DELETED_PENDING } from '../collection-queries';
import { afterCollectionDesign, collectionDesignEnded, linkCollectionItem } from './collections';
import { recordDesignEvent, recordPublicationEvent } from './events';
import { setRecoveryPoint } from './idempotency';
import { PENDING_COLUMNS, toDesign, toPending, toPublication, type Row } from '../rows';
import type { DesignRecord } from '../types';

/** Designs: soft-deleted (`deleted_at`), so their ids stay valid cursors. */
export function sqliteDesigns(db: Database.Database): DesignRepository {
	/** Attaches each design's live publication (one statement for the whole page; see DESIGN_SELECT). */
	const withPublications = (rows: Row[]): DesignRecord[] => {
		if (rows.length === 0) return [];
		const ids = rows.map((r) => r.id as string);
		const pubs = prepared(
			db,
			`SELECT * FROM publications WHERE status = 'published' AND design_id IN (${ids.map(() => '?').join(',')})`,
		).all(...ids) as Row[];
		const byDesign = new Map(pubs.map((p) => [p.design_id as string, toPublication(p)]));
		return rows.map((r) => toDesign(r, byDesign.get(r.id as string) ?? null));
	};

	/**
	 * The design, (under an Idempotency-Key) the key's recovery point, and (once it has an
	 * outcome) its event, in one transaction.
	 */
	const write = (design: NewDesign) => {
		for (const { sql, params } of designInserts(design)) prepared(db, sql).run(...params);
	};

	/** Refuses `adding` designs that would take the account past its quota. */
	const checkQuota = (accountId: string, adding: number, quota?: DesignQuota) => {
		if (!quota) return;
		const row = prepared(db, DESIGN_QUOTA_SQL).get(accountId) as Row | undefined;
		if (!row) return;
		const max = quota(row.plan as Plan);
		const existing = row.existing as number;
		if (existing + adding > max) throw new StoreQuotaError(max, existing);
	};

	/** Variations and edits of a design deleted since the service read it are not made. */
	const checkParentLive = (parentId: string | null | undefined) => {
		if (
			parentId &&
			!prepared(db, 'SELECT 1 FROM designs WHERE id = ? AND deleted_at IS NULL').get(parentId)
		)
			throw new StoreDesignGoneError(parentId);
	};

	const insert = db.transaction(
		(design: NewDesign, claim?: IdempotencyClaim, quota?: DesignQuota) => {
			checkParentLive(design.parentId);
			linkCollectionItem(db, design);
			checkQuota(design.accountId, 1, quota);
			write(design);
			if (claim) setRecoveryPoint(db, claim, { type: 'design', id: design.id });
			if (design.status !== 'pending')
				recordDesignEvent(db, `design.${design.status}`, design.id, design.now);
			afterCollectionDesign(db, design);
		},
	);

	/** A pending design's outcome and its event, in one transaction (a no-op once it is not pending). */
	const complete = db.transaction((row: Row, outcome: GenerationOutcome, now: number) => {
		const id = row.id as string;
		const { sql, params, image } = outcomeUpdate(id, outcome, now);
		if (prepared(db, sql).run(...params).changes === 0) return;
		if (image) prepared(db, image.sql).run(...image.params);
		const design = recordDesignEvent(
			db,
			'content' in outcome ? 'design.succeeded' : 'design.failed',
			id,
			now,
		);
		collectionDesignEnded(db, row, design, now);
	});

	/**
	 * A request's variations, their events (one each, as `insert` records them) and their
	 * recovery point, in one transaction.
	 */
	const insertMany = db.transaction(
		(designs: NewDesign[], claim?: IdempotencyClaim, quota?: DesignQuota) => {
			checkParentLive(designs[0]?.parentId);
			if (designs[0]) checkQuota(designs[0].accountId, designs.length, quota);
			for (const design of designs) {
				write(design);
				if (design.status !== 'pending')
					recordDesignEvent(db, `design.${design.status}`, design.id, design.now);
			}
			if (claim)
				setRecoveryPoint(db, claim, { type: 'designs', id: designs.map((d) => d.id).join(' ') });
		},
	);

	const store: DesignRepository = {
		async insertDesign(design, claim, quota) {
			insert.immediate(design, claim, quota);
			return (await store.getDesign(design.accountId, design.id))!;
		},

		async insertDesigns(designs, claim, quota) {
			insertMany.immediate(designs, claim, quota);
			const rows = prepared(
				db,
				`${DESIGN_SELECT} WHERE d.id IN (${designs.map(() => '?').join(',')})`,
			).all(...designs.map((d) => d.id)) as Row[];
			const byId = new Map(withPublications(rows).map((d) => [d.id, d]));
			return designs.map((d) => byId.get(d.id)!);
		},
		async completeNextDue(now, generate) {
			// One process per SQLite file, and no await between the read and the write: the claim.
			const row = prepared(
				db,
				`SELECT ${PENDING_COLUMNS} FROM designs
         WHERE status = 'pending' AND ready_at <= ? AND deleted_at IS NULL
         ORDER BY ready_at, seq LIMIT 1`,
			).get(now) as Row | undefined;
			if (!row) return false;
			complete(row, generate(toPending(row)), now);
			return true;
		},

		async listPendingDesigns() {
			const rows = prepared(
				db,
				`SELECT ${PENDING_COLUMNS} FROM designs WHERE status = 'pending' AND deleted_at IS NULL
         ORDER BY ready_at, seq`,
			).all() as Row[];
			return rows.map(toPending);
		},

		async getDesign(accountId, id) {
			const row = prepared(
				db,
				`${DESIGN_SELECT} WHERE d.account_id = ? AND d.id = ? AND d.deleted_at IS NULL`,
			).get(accountId, id) as Row | undefined;
			return row && withPublications([row])[0];
		},

		async getDesignImage(accountId, id) {
			const row = prepared(
				db,
				`SELECT i.svg, i.png FROM designs d JOIN design_images i ON i.design_id = d.id
         WHERE d.account_id = ? AND d.id = ? AND d.deleted_at IS NULL`,
			).get(accountId, id) as Row | undefined;
			return row && { svg: row.svg as string, png: (row.png as Buffer | null) ?? null };
		},

		async savePng(id, png) {
			prepared(db, 'UPDATE design_images SET png = ? WHERE design_id = ?').run(png, id);
		},

		async listDesigns(query) {
			const statement = designListQuery(query, 'sqlite');
			if (!statement) return { items: [], hasMore: false };
			const rows = prepared(db, statement.sql).all(...statement.params) as Row[];
			const page = keysetPage(rows, query);
			return { items: withPublications(page.items), hasMore: page.hasMore };
		},

		async deleteDesign(accountId, id, now) {
			return db
				.transaction(() => {
					const deleted = prepared(
						db,
						`UPDATE designs SET deleted_at = ?, updated_at = ? WHERE account_id = ? AND id = ? AND deleted_at IS NULL
             RETURNING status, collection_id, collection_position`,
					).get(now, now, accountId, id) as Row | undefined;
					if (!deleted) return false;
					// The row stays (cursors, events); its images go.
					prepared(db, 'DELETE FROM design_images WHERE design_id = ?').run(id);
					const withdrawn = prepared(
						db,
						`UPDATE publications SET status = 'withdrawn', withdrawn_at = ? WHERE design_id = ? AND status = 'published'
           RETURNING id`,
					).get(now, id) as Row | undefined;
					// The withdrawal first: design.deleted is the design's last event, and its design
					// (publication null) already agrees with it.
					if (withdrawn)
						recordPublicationEvent(db, 'publication.withdrawn', withdrawn.id as string, now);
					recordDesignEvent(db, 'design.deleted', id, now);
					// A collection design deleted while pending is never generated: its item fails.
					if (deleted.status === 'pending')
						collectionDesignEnded(db, deleted, { status: 'failed', error: DELETED_PENDING }, now);
					return true;
				})
				.immediate();
		},
	};
	return store;
}

/**
 * Fills `search_text` of designs that have none: rows written before migration 5, whose words
 * need store/search.ts (JavaScript), which a migration's SQL cannot run. Called at open; finds
 * nothing to do (by a partial index) once done. The triggers index each row as it is filled.
 */
export function fillSearchText(db: Database.Database): number {
	const select = prepared(
		db,
		'SELECT seq, prompt, title FROM designs WHERE search_text IS NULL ORDER BY seq LIMIT 1000',
	);
	const update = prepared(db, 'UPDATE designs SET search_text = ? WHERE seq = ?');
	const batch = db.transaction(() => {
		const rows = select.all() as Row[];
		for (const row of rows)
			update.run(searchText(row.prompt as string, row.title as string | null), row.seq);
		return rows.length;
	});
	let filled = 0;
	for (let n = batch(); n > 0; n = batch()) filled += n;
	return filled;
}
