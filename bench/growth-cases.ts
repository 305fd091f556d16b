/**
 * The cases of bench/growth.ts, each both as an HTTP request and as the store calls the server
 * makes for it, and how one case is measured on two datasets at once: request for request in
 * turn, so that whatever else the machine does weighs on both alike.
 */
import type http from 'node:http';
import type { DesignStore } from '../server/store/types';
import { request } from '../test/attack/harness';
import {
	COMMON_WORD,
	QUIET,
	RARE_PER_ACCOUNT,
	RARE_WORD,
	deepPosition,
	type BenchAccount,
	type Dataset,
} from './growth-load';

export interface Case {
	name: string;
	/** Whose designs: the active accounts' in turn, or the quiet account's (growth-load.ts). */
	quiet?: boolean;
	/** The request's path for an account; `random` in [0, 1). */
	path(account: BenchAccount, random: number): string;
	/** The same through the store, as the route calls it; resolves to the items found. */
	store(store: DesignStore, account: BenchAccount, random: number): Promise<number>;
}

const LIST = '/v1/designs?limit=20';
/** A style growth-load.ts gives no design, and a time after every event. */
const UNUSED_STYLE = 'y2k';
const FUTURE = Date.UTC(2100, 0, 1);
const page = (store: DesignStore, account: BenchAccount, filters: object, after?: number) =>
	store
		.listDesigns({ accountId: account.id, limit: 20, after, filters })
		.then((p) => p.items.length);
const randomDesign = (account: BenchAccount, random: number) =>
	account.designs[Math.floor(random * account.designs.length)];

const list: Pick<Case, 'path' | 'store'> = {
	path: () => LIST,
	store: (store, account) => page(store, account, {}),
};
const common: Pick<Case, 'path' | 'store'> = {
	path: () => `${LIST}&q=${COMMON_WORD}`,
	store: (store, account) => page(store, account, { q: COMMON_WORD }),
};

export const CASES: Case[] = [
	{ name: 'list page', ...list },
	{ name: 'list page, quiet account', quiet: true, ...list },
	{
		name: 'deep page (starting_after, ¼ from the oldest)',
		path: (a) => `${LIST}&starting_after=${a.designs[deepPosition(a)]}`,
		store: async (store, a) =>
			page(store, a, {}, await store.cursorPosition('design', a.id, a.designs[deepPosition(a)])),
	},
	{
		name: 'get by id (random design)',
		path: (a, random) => `/v1/designs/${randomDesign(a, random)}`,
		store: async (store, a, random) =>
			(await store.getDesign(a.id, randomDesign(a, random))) ? 1 : 0,
	},
	{ name: `search, common word (${COMMON_WORD}: 1 in 2)`, ...common },
	{ name: 'search, common word, quiet account', quiet: true, ...common },
	{
		name: `search, rare word (${RARE_WORD}: ${RARE_PER_ACCOUNT} per account)`,
		path: () => `${LIST}&q=${RARE_WORD}`,
		store: (store, account) => page(store, account, { q: RARE_WORD }),
	},
	// Filters that match nothing: an index must say so at once, not a walk through the account.
	{
		name: 'filter matching none: status=failed',
		path: () => `${LIST}&status=failed`,
		store: (store, account) => page(store, account, { status: 'failed' }),
	},
	{
		name: `filter matching none: style=${UNUSED_STYLE}`,
		path: () => `${LIST}&style=${UNUSED_STYLE}`,
		store: (store, account) => page(store, account, { style: UNUSED_STYLE }),
	},
	{
		name: 'filter matching none: published=true',
		path: () => `${LIST}&published=true`,
		store: (store, account) => page(store, account, { published: true }),
	},
	{
		name: 'events after a future time',
		path: () => `/v1/events?limit=20&created_after=${new Date(FUTURE).toISOString()}`,
		store: (store, account) =>
			store
				.listEvents({ accountId: account.id, limit: 20, filters: { createdAfter: FUTURE } })
				.then((p) => p.items.length),
	},
	{
		name: 'events after the epoch (every event)',
		path: () => `/v1/events?limit=20&created_after=1970-01-01T00:00:00Z`,
		store: (store, account) =>
			store
				.listEvents({ accountId: account.id, limit: 20, filters: { createdAfter: 0 } })
				.then((p) => p.items.length),
	},
];

/** What a case is measured on: a dataset, and a server on it or the store itself. */
export interface Target {
	data: Dataset;
	server?: { url: string; agent: http.Agent };
	store?: DesignStore;
	random(): number;
}

/** A seeded random sequence in [0, 1) (mulberry32), so each run reads the same designs. */
export function seeded(seed: number): () => number {
	let a = seed;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export interface Figures {
	median: number;
	p99: number;
	/** Items on the page (or 1 for a design), as the first call found them. */
	items: number;
}

const quantile = (sorted: number[], q: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** One call of a case on a target: over HTTP when it has a server, else through its store. */
async function once(c: Case, t: Target, account: BenchAccount): Promise<number> {
	if (!t.server) return c.store(t.store!, account, t.random());
	const path = c.path(account, t.random());
	const reply = await request(t.server.url, { path, key: account.key, agent: t.server.agent });
	if (reply.status !== 200)
		throw new Error(
			`GET ${path} (${t.data.total} designs) answered ${reply.status}: ${reply.text}`,
		);
	const body = reply.json as { object: string; data?: unknown[] };
	return body.object === 'list' ? body.data!.length : 1;
}

/**
 * One case on every target, call for call in turn (which target goes first alternating), `warmUp`
 * calls not counted, then `count`; the median and p99 of each target's milliseconds.
 */
export async function measureCase(
	c: Case,
	targets: Target[],
	warmUp: number,
	count: number,
): Promise<Figures[]> {
	const ms: number[][] = targets.map(() => []);
	const items: number[] = targets.map(() => -1);
	for (let n = 0; n < warmUp + count; n++) {
		const order = n % 2 === 0 ? targets : [...targets].reverse();
		for (const t of order) {
			const i = targets.indexOf(t);
			const started = performance.now();
			const found = await once(c, t, t.data.accounts[c.quiet ? QUIET : n % QUIET]);
			if (n >= warmUp) ms[i].push(performance.now() - started);
			if (items[i] < 0) items[i] = found;
		}
	}
	return ms.map((values, i) => {
		const sorted = [...values].sort((a, b) => a - b);
		return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), items: items[i] };
	});
}
