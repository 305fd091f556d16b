/**
 * Property-based fuzzing: 10 000 generated requests (methods, encoded paths, queries,
 * cursors, headers, idempotency keys, bodies of every type, size, depth and Unicode) against a
 * running server, 16 at a time over keep-alive. Properties: no 5xx; every error of the API is
 * problem+json with a stable code; no caller without a Business key gets a 2xx from /v1; no
 * account reaches another's objects; /healthz answers between batches; the database passes
 * `PRAGMA integrity_check` afterwards. All violations are collected and reported together,
 * grouped; the seed is fixed (FUZZ_SEED overrides it) so a run reproduces.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import {
	cleanup,
	createKey,
	generate,
	integrityCheck,
	keepAlive,
	problemViolations,
	publish,
	request,
	startServer,
	STYLE_IDS,
	tempDir,
	type Reply,
	type Server,
} from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BATCH = 16;
const BATCHES = 625; // 10 000 requests
jest.setTimeout(180_000);

type Auth = 'A' | 'B' | 'free' | 'none' | 'malformed' | 'lowercase';
interface Spec {
	method: string;
	template: string;
	path: string;
	auth: Auth;
	headers: Record<string, string>;
	body?: string;
}

let server: Server;
const keys: Record<'A' | 'B' | 'free', string> = { A: '', B: '', free: '' };
/** The ids each account owns (designs and publications), made before the run. */
const owned: Record<'A' | 'B', string[]> = { A: [], B: [] };

beforeAll(async () => {
	const db = join(tempDir('fuzz'), 'db.sqlite');
	[keys.A, keys.B, keys.free] = [
		await createKey(db),
		await createKey(db),
		await createKey(db, 'free'),
	];
	server = await startServer({ db });
	for (const account of ['A', 'B'] as const)
		for (let i = 0; i < 8; i++) {
			const design = await generate(server.url, keys[account], {
				prompt: `fuzz ${account} ${i} red dress`,
			});
			owned[account].push(design.id);
			if (i < 3) owned[account].push((await publish(server.url, keys[account], design.id)).id);
		}
});
afterAll(cleanup);

// ---------- arbitraries ----------

const ascii = (maxLength: number) =>
	fc.string({
		unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
		maxLength,
	});

const idArb = fc.oneof(
	{ weight: 6, arbitrary: fc.constant('OWN') }, // replaced by an id of the caller or the other account
	fc.constantFrom(
		'dsn_x',
		'pub_x',
		`dsn_${'a'.repeat(120)}`,
		'%',
		'%00',
		'..',
		'%2e%2e',
		'dsn_%C3%A9',
		'%F0%9F%91%95',
	),
	ascii(30).map(encodeURIComponent),
);

const TEMPLATES = [
	'/v1/generate',
	'/v1/designs',
	'/v1/designs/{id}',
	'/v1/designs/{id}/image',
	'/v1/marketplace/publish',
	'/v1/marketplace/publications',
	'/v1/marketplace/publications/{id}',
	'/v1/styles',
	'/v1/collections',
	'/v1/collections/{id}',
	'/v1/collections/{id}/cancel',
	'/v1/nowhere',
	'/healthz',
	'/marketplace',
	'/marketplace/{id}',
	'/marketplace/{id}/image',
	'/errors/{code}',
	'/',
];

/** Path spellings the router may treat as the same path: encodings, slashes, dot segments. */
const mutation = fc.oneof(
	{ weight: 8, arbitrary: fc.constant((p: string) => p) },
	fc.nat().map((n) => (p: string) => {
		const i = 1 + (n % Math.max(1, p.length - 1));
		return i < p.length && /[A-Za-z0-9]/.test(p[i])
			? `${p.slice(0, i)}%${p.charCodeAt(i).toString(16)}${p.slice(i + 1)}`
			: p;
	}),
	fc.constantFrom(
		(p: string) => `${p}/`,
		(p: string) => `/${p}`,
		(p: string) => p.replace('/v1', '/api/v1'),
		(p: string) => p.replace('/v1/', '/v1/./'),
		(p: string) => p.replace('/v1/', '/v1/x/../'),
		(p: string) => `${p}%`,
		(p: string) => `${p};x=1`,
		(p: string) => p.toUpperCase(),
		(p: string) => `http://127.0.0.1${p}`,
	),
);

const queryValue = fc.oneof(
	fc.constant('OWN'),
	fc.integer({ min: -5, max: 200 }).map(String),
	fc.constantFrom('png', 'svg', 'true', 'false', '1e3', '', 'streetwear', 'succeeded', 'hoodie'),
	ascii(40),
	fc.string({ unit: 'binary', maxLength: 20 }),
);
const queryArb = fc
	.array(
		fc.tuple(
			fc.constantFrom(
				'limit',
				'starting_after',
				'ending_before',
				'style',
				'status',
				'published',
				'format',
				'q',
				'garment',
				'design_id',
			),
			queryValue,
		),
		{ maxLength: 4 },
	)
	.map((pairs) => pairs);

const promptArb = fc.oneof(
	fc.constant('navy striped cotton hoodie'),
	fc.string({ unit: 'grapheme', maxLength: 200 }),
	fc.string({ unit: 'binary', maxLength: 100 }),
	fc.constantFrom('\u200b', ' ', '', '\u0000', 'a'.repeat(4001)),
	fc.anything(),
);
const styleArb = fc.oneof(
	fc.constantFrom(...STYLE_IDS, 'STREETWEAR', 'gothic-x', ''),
	fc.anything(),
);
const generateBody = fc.record(
	{
		prompt: promptArb,
		style: styleArb,
		seed: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 31)),
		owner: fc.string(),
	},
	{ requiredKeys: [] },
);
const publishBody = fc.record(
	{
		design_id: fc.oneof(fc.constant('OWN'), fc.string()),
		title: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 150 }), fc.anything()),
		description: fc.string({ maxLength: 100 }),
		price: fc.oneof(
			fc.record(
				{ amount: fc.oneof(fc.integer(), fc.double()), currency: fc.string({ maxLength: 4 }) },
				{ requiredKeys: [] },
			),
			fc.anything(),
		),
		tags: fc.array(fc.string({ maxLength: 25 }), { maxLength: 15 }),
		visibility: fc.constantFrom('public', 'unlisted', 'secret'),
	},
	{ requiredKeys: [] },
);
const bodyArb: fc.Arbitrary<string | undefined> = fc.oneof(
	{ weight: 4, arbitrary: fc.constant(undefined) },
	{ weight: 4, arbitrary: generateBody.map((b) => JSON.stringify(b)) },
	{ weight: 3, arbitrary: publishBody.map((b) => JSON.stringify(b)) },
	fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
	fc.string({ maxLength: 200 }),
	fc
		.integer({ min: 15_000, max: 20_000 })
		.map((n) => JSON.stringify({ prompt: 'a'.repeat(n), style: 'classic' })),
	fc.integer({ min: 1, max: 9000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
);

const specArb: fc.Arbitrary<Spec> = fc
	.record({
		method: fc.constantFrom(
			'GET',
			'GET',
			'POST',
			'POST',
			'POST',
			'DELETE',
			'PUT',
			'PATCH',
			'HEAD',
			'OPTIONS',
		),
		template: fc.constantFrom(...TEMPLATES),
		id: idArb,
		code: fc.constantFrom('not_found', 'rate_limited', 'nope', '%2e%2e'),
		mutate: mutation,
		query: queryArb,
		auth: fc.constantFrom<Auth>('A', 'A', 'A', 'A', 'B', 'free', 'none', 'malformed', 'lowercase'),
		contentType: fc.constantFrom(
			'application/json',
			'application/json',
			'application/json; charset=utf-8',
			'text/plain',
			'application/x-www-form-urlencoded',
			'application/merge-patch+json',
			'application/json; charset=utf-16',
			'',
		),
		idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('k1', 'k2', 'k3'), ascii(300)), {
			nil: undefined,
		}),
		extra: fc.option(
			fc.constantFrom<[string, string]>(
				['if-none-match', '"x"'],
				['accept', 'text/html'],
				['content-encoding', 'gzip'],
				['x-forwarded-for', '10.0.0.1'],
			),
			{ nil: undefined },
		),
		pick: fc.nat(),
		body: bodyArb,
	})
	.map((r) => {
		const mine = r.auth === 'B' ? owned.B : owned.A;
		const own = () => mine[r.pick % mine.length];
		const fill = (s: string) => s.replaceAll('OWN', own());
		const query = r.query
			.map(([k, v]) => `${k}=${v === 'OWN' ? own() : encodeURIComponent(v)}`)
			.join('&');
		const base = r.template.replace('{id}', fill(r.id)).replace('{code}', r.code);
		const headers: Record<string, string> = {};
		if (r.body !== undefined && r.contentType) headers['content-type'] = r.contentType;
		if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
		if (r.extra) headers[r.extra[0]] = r.extra[1];
		return {
			method: r.method,
			template: r.template,
			path: r.mutate(base) + (query ? `?${query}` : ''),
			auth: r.auth,
			headers,
			body: r.body === undefined ? undefined : fill(r.body),
		};
	});

// ---------- properties ----------

function authorization(auth: Auth): string | undefined {
	if (auth === 'A' || auth === 'B' || auth === 'free') return `Bearer ${keys[auth]}`;
	if (auth === 'malformed') return 'Bearer dgk_short';
	if (auth === 'lowercase') return `bearer ${keys.A}`;
	return undefined;
}

function decodedPath(path: string): string {
	const bare = path.replace(/^http:\/\/[^/]+/, '').split('?')[0];
	try {
		return decodeURIComponent(bare);
	} catch {
		return bare;
	}
}

/** The properties every reply must have; returns the names of the broken ones. */
function check(spec: Spec, reply: Reply): string[] {
	const broken: string[] = [];
	const path = decodedPath(spec.path);
	if (reply.status >= 500) broken.push(`${reply.status} answer`);
	const isPage =
		/^\/(marketplace|errors)(\/|$)/.test(path) &&
		/^text\/(html|plain)/.test(String(reply.headers['content-type']));
	if (reply.status >= 400 && !(isPage && [404, 410].includes(reply.status))) {
		const problems = problemViolations(reply, spec.method);
		const code = (reply.json as { code?: unknown } | undefined)?.code;
		if (problems.length > 0)
			broken.push(`${reply.status} not a good problem (${problems[0]}; code ${String(code)})`);
	}
	const api = /^(\/api)?\/v1(\/|$)/i.test(path);
	if (api && reply.status < 300 && ['none', 'malformed', 'free'].includes(spec.auth))
		broken.push(`${reply.status} to a caller without a Business key`);
	const theirs = spec.auth === 'B' ? owned.A : owned.B;
	if (api && reply.status < 300 && theirs.some((id) => spec.path.split('?')[0].includes(id)))
		broken.push(`${reply.status} on another account's object`);
	return broken;
}

/** Broken properties, grouped by rule, with the count and the shortest request that broke it. */
const violations = new Map<string, { count: number; example: string }>();
function record(rule: string, spec: Spec, detail: string): void {
	const example = `${spec.method} ${spec.path.slice(0, 160)} auth=${spec.auth} ${JSON.stringify(spec.headers)} body=${JSON.stringify(spec.body?.slice(0, 120))} → ${detail.slice(0, 200)}`;
	const seen = violations.get(rule);
	if (!seen) violations.set(rule, { count: 1, example });
	else {
		seen.count += 1;
		if (example.length < seen.example.length) seen.example = example;
	}
}

test(`${BATCH * BATCHES} generated requests: no 5xx, problem+json errors, isolation, server alive, database intact (seed ${SEED})`, async () => {
	const agent = keepAlive(BATCH);
	let sent = 0;
	await fc.assert(
		fc.asyncProperty(fc.array(specArb, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
			await Promise.all(
				batch.map(async (spec) => {
					sent += 1;
					const reply = await request(server.url, {
						method: spec.method,
						path: spec.path,
						headers: {
							...spec.headers,
							...(authorization(spec.auth) ? { authorization: authorization(spec.auth) } : {}),
						},
						body: spec.body,
						agent,
						timeoutMs: 10_000,
					}).catch((error: Error) => ({ failure: error.message }));
					if ('failure' in reply) return record('no answer', spec, reply.failure);
					for (const rule of check(spec, reply))
						record(rule, spec, `${reply.status} ${reply.text}`);
				}),
			);
			// The server keeps answering: /healthz between batches (a dead server ends the run).
			const health = await request(server.url, { path: '/healthz', timeoutMs: 2000 }).catch(
				() => null,
			);
			if (health?.status !== 200)
				throw new Error(`/healthz failed after ${sent} requests (seed ${SEED})`);
		}),
		{ seed: SEED, numRuns: BATCHES, endOnFailure: true },
	);
	agent.destroy();
	await server.stop();
	const integrity = integrityCheck(server.db);

	const report = [...violations]
		.sort(([, a], [, b]) => b.count - a.count)
		.map(([rule, v]) => `${v.count}× ${rule}\n    e.g. ${v.example}`);
	if (report.length > 0)
		console.log(`fuzz seed ${SEED}: ${report.length} kinds of violation\n${report.join('\n')}`);
	expect({ sent, integrity, seed: SEED, violations: report }).toEqual({
		sent: BATCH * BATCHES,
		integrity: 'ok',
		seed: SEED,
		violations: [],
	});
});
