/**
 * What the server must not show or store: missing browser protections, links built from a
 * foreign Host, the private prompt in public images, files readable by everyone, secrets in the
 * request log. Black box (see harness.ts).
 */
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
	cleanup,
	createKey,
	expectProblem,
	generate,
	publish,
	request,
	startServer,
	tempDir,
	type Reply,
	type Server,
} from './harness';

jest.setTimeout(60_000);

let dir: string;
let server: Server;
let key: string;
/** A design with a secret word in its prompt, and its publication. */
let design: { id: string };
let publication: { id: string };
const SECRET_WORD = 'zebracorn4417';

beforeAll(async () => {
	dir = tempDir('exposure');
	const db = join(dir, 'db.sqlite');
	key = await createKey(db);
	server = await startServer({ db, args: ['--log'] });
	design = await generate(server.url, key, {
		prompt: `navy striped cotton hoodie for the private ${SECRET_WORD} launch, do not share`,
	});
	publication = await publish(server.url, key, design.id);
});
afterAll(cleanup);

describe('browser protections on pages, images and problems', () => {
	const targets: [string, () => { path: string; key?: string }][] = [
		['the marketplace page (HTML)', () => ({ path: '/marketplace' })],
		['a listing page (HTML)', () => ({ path: `/marketplace/${publication.id}` })],
		['an error page (HTML)', () => ({ path: '/errors/unauthenticated' })],
		['a design image (SVG)', () => ({ path: `/v1/designs/${design.id}/image`, key })],
		['a listing image (SVG)', () => ({ path: `/marketplace/${publication.id}/image` })],
		['a problem (401)', () => ({ path: '/v1/designs' })],
	];
	test.each(targets)(
		'%s has nosniff, a Content-Security-Policy and frame protection',
		async (_name, target) => {
			const reply = await request(server.url, target());
			const csp = String(reply.headers['content-security-policy'] ?? '');
			expect({
				status: reply.status < 500,
				nosniff: reply.headers['x-content-type-options'],
				csp: /default-src/.test(csp) ? 'has default-src' : csp,
				frames:
					/frame-ancestors/.test(csp) ||
					/^(deny|sameorigin)$/i.test(String(reply.headers['x-frame-options']))
						? 'protected'
						: 'unprotected',
			}).toEqual({ status: true, nosniff: 'nosniff', csp: 'has default-src', frames: 'protected' });
		},
	);
});

describe('a foreign Host never becomes a link', () => {
	// Links come from --public-url when given. Without it they come from the Host header (docs/contract.md "Paths"),
	// so a public deployment names its hosts with --allowed-hosts: any other Host is refused
	// with 421 `misdirected_request`, and no response carries the foreign host. Whatever the
	// options, a Host that is not a plain host[:port] is refused with 400 `invalid_host` and
	// never reaches a link. Foreign hosts are not refused by default, since the contract builds
	// links from Host; the allow-list is opt-in.
	const FOREIGN = 'evil.example';
	const everything = (reply: Reply) => `${JSON.stringify(reply.headers)}\n${reply.text}`;
	let hosted: Server;
	let hostedKey: string;
	let hostedPublication: { id: string };

	beforeAll(async () => {
		const db = join(dir, 'hosted.sqlite');
		hostedKey = await createKey(db);
		hosted = await startServer({ db, args: ['--allowed-hosts', '127.0.0.1,localhost'] });
		hostedPublication = await publish(
			hosted.url,
			hostedKey,
			(await generate(hosted.url, hostedKey)).id,
		);
	});
	afterAll(() => hosted.stop());

	test.each([
		['Host', { host: `${FOREIGN}:4444` }],
		['X-Forwarded-Host', { 'x-forwarded-host': FOREIGN, 'x-forwarded-proto': 'https' }],
	])(
		'%s (--allowed-hosts): generate, publish, problems and pages carry no link to the foreign host',
		async (_name, headers) => {
			const created = await request(hosted.url, {
				method: 'POST',
				path: '/v1/generate',
				key: hostedKey,
				headers,
				body: { prompt: 'red linen dress', style: 'classic' },
			});
			const other = await generate(hosted.url, hostedKey);
			const replies = {
				generate: created,
				publish: await request(hosted.url, {
					method: 'POST',
					path: '/v1/marketplace/publish',
					key: hostedKey,
					headers,
					body: { design_id: other.id, price: { amount: 100 } },
				}),
				problem: await request(hosted.url, { path: '/v1/designs', headers }),
				design: await request(hosted.url, {
					path: `/v1/designs/${other.id}`,
					key: hostedKey,
					headers,
				}),
				listing: await request(hosted.url, {
					path: `/marketplace/${hostedPublication.id}`,
					headers,
				}),
				marketplace: await request(hosted.url, { path: '/marketplace', headers }),
				errorPage: await request(hosted.url, { path: '/errors/not_found', headers }),
			};
			const leaks = Object.entries(replies)
				.filter(([, reply]) => everything(reply).includes(FOREIGN))
				.map(([name, reply]) => `${name} (${reply.status})`);
			expect(leaks).toEqual([]);
			if (_name === 'Host') expectProblem(created, [421], ['misdirected_request']);
		},
	);

	test.each(['evil.com/<x>', 'a"b', 'evil.com:80@x', "evil.com'><script>"])(
		'a malformed Host %j → 400 invalid_host, and the value appears nowhere',
		async (host) => {
			for (const target of [
				{
					method: 'POST',
					path: '/v1/generate',
					key,
					body: { prompt: 'red dress', style: 'classic' },
				},
				{ path: '/v1/designs' },
				{ path: '/marketplace' },
				{ path: '/errors/not_found' },
			]) {
				const reply = await request(server.url, { ...target, headers: { host } });
				expectProblem(reply, [400], ['invalid_host']);
				expect(everything(reply)).not.toContain(host);
			}
		},
	);

	test('with --public-url, links use it whatever the Host says', async () => {
		const publicDb = join(dir, 'public.sqlite');
		const publicKey = await createKey(publicDb);
		const withPublic = await startServer({
			db: publicDb,
			args: ['--public-url', 'https://designs.example.test'],
		});
		const reply = await request(withPublic.url, {
			method: 'POST',
			path: '/v1/generate',
			key: publicKey,
			headers: { host: `${FOREIGN}:4444` },
			body: { prompt: 'red linen dress', style: 'classic' },
		});
		await withPublic.stop();
		expect(everything(reply)).not.toContain(FOREIGN);
		expect(reply.headers.location).toMatch(/^https:\/\/designs\.example\.test\/v1\/designs\/dsn_/);
	});
});

describe('a published image shows public fields only', () => {
	test.each([
		['the listing image (SVG)', () => `/marketplace/${publication.id}/image`],
		['the listing page', () => `/marketplace/${publication.id}`],
		['the marketplace page', () => '/marketplace'],
	])('%s does not contain the private prompt', async (_name, path) => {
		const reply = await request(server.url, { path: path() });
		expect(reply.status).toBe(200);
		expect(reply.text).not.toContain(SECRET_WORD);
	});

	test('control: the owner’s design and image carry the secret word, so the checks above look for the right thing', async () => {
		const own = await request(server.url, { path: `/v1/designs/${design.id}`, key });
		const ownImage = await request(server.url, { path: `/v1/designs/${design.id}/image`, key });
		expect([own.text.includes(SECRET_WORD), ownImage.text.includes(SECRET_WORD)]).toEqual([
			true,
			true,
		]);
	});
});

describe('files owner-only, secrets kept out of the log', () => {
	test('a new database folder is 0700 and the database, -wal and -shm files 0600', async () => {
		const db = join(dir, 'fresh', 'data', 'design-generator.sqlite');
		const fresh = await startServer({ db });
		await createKey(db);
		const freshKey = await createKey(db);
		await generate(fresh.url, freshKey);
		const mode = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');
		const seen = {
			folder: mode(dirname(db)),
			parent: mode(dirname(dirname(db))),
			db: mode(db),
			wal: mode(`${db}-wal`),
			shm: mode(`${db}-shm`),
		};
		await fresh.stop();
		expect(seen).toEqual({ folder: '0700', parent: '0700', db: '0600', wal: '0600', shm: '0600' });
	});

	test('--log never writes a key: not from ?api_key= or ?access_token=, not from Authorization', async () => {
		const misplaced = await createKey(server.db);
		await request(server.url, { path: `/v1/styles?api_key=${misplaced}` });
		await request(server.url, { path: `/v1/designs?limit=1&access_token=${misplaced}` });
		await request(server.url, { path: `/marketplace?token=${misplaced}` });
		await request(server.url, { path: '/v1/styles', key });
		await request(server.url, { path: '/v1/nowhere', key });
		await new Promise((resolve) => setTimeout(resolve, 300));
		const log = server.output();
		expect(log).toMatch(/"url":"\/v1\/styles/); // the requests were logged
		const secret = (k: string) => k.slice(4, 24); // part of the key after `dgk_`
		expect({
			misplacedKeyInLog: log.includes(secret(misplaced)),
			headerKeyInLog: log.includes(secret(key)),
		}).toEqual({ misplacedKeyInLog: false, headerKeyInLog: false });
	});
});
