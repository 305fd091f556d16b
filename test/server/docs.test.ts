/**
 * `/docs`: the interactive API reference (Scalar's Fastify integration) is served whole by the
 * server itself: the page, its script and the document it renders, with a policy that lets the
 * browser load nothing from anywhere else. The last test renders it in Chromium: `DG_CHROMIUM`, else
 * Debian's /usr/bin/chromium; skipped where neither is, except in CI, where a missing browser fails.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { TEST_STORE } from '../harness/test-store';
import { start, type TestServer } from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

/** The page's scripts: `src` of the external ones, the text of the inline ones. */
function scripts(html: string): { src?: string; body: string }[] {
	return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
		src: /\bsrc="([^"]*)"/.exec(attrs)?.[1],
		body,
	}));
}

test('GET /docs → the reference page (after a redirect to /docs/), no key needed', async () => {
	const bare = await ts.http.get('/docs');
	expect(bare.status).toBe(301);
	expect(bare.headers.location).toBe('/docs/');
	const res = await ts.http.get('/docs/');
	expect(res.status).toBe(200);
	expect(res.headers['content-type']).toMatch(/^text\/html/);
	expect(res.data).toContain('<title>Design Generation Service: API reference</title>');
	// Scalar renders the server's own document, fetched from the same origin.
	expect(res.data).toContain('"url": "/openapi.json"');
});

test("every script the page loads is served here, and the policy allows nothing else's", async () => {
	const page = await ts.http.get('/docs/');
	const list = scripts(page.data);
	const external = list.filter((s) => s.src !== undefined);
	expect(external.length).toBeGreaterThan(0);
	for (const { src } of external) {
		// Relative to the page: no CDN, no other host.
		expect(src).not.toMatch(/^(https?:)?\/\//);
		const asset = await ts.http.get(new URL(src!, `${ts.url}/docs/`).pathname);
		expect({ src, status: asset.status }).toEqual({ src, status: 200 });
		expect(asset.headers['content-type']).toMatch(/^application\/javascript/);
		expect(String(asset.data).length).toBeGreaterThan(100_000);
	}
	expect((await ts.http.get('/openapi.json')).status).toBe(200);

	const csp = String(page.headers['content-security-policy']);
	expect(csp).toMatch(/(^|; )default-src 'none'(;|$)/);
	expect(csp).toMatch(/(^|; )connect-src 'self'(;|$)/);
	expect(csp).not.toMatch(/https?:|\*/);
	// The inline start-up script runs by its hash, not by 'unsafe-inline'.
	const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
	expect(scriptSrc).not.toContain('unsafe-inline');
	for (const { body } of list.filter((s) => s.src === undefined)) {
		const hash = createHash('sha256').update(body, 'utf8').digest('base64');
		expect(scriptSrc).toContain(`'sha256-${hash}'`);
	}
});

test('the reference pages are not endpoints of the API document', async () => {
	const doc = (await ts.http.get('/openapi.json')).data;
	expect(Object.keys(doc.paths).filter((p) => p.startsWith('/docs'))).toEqual([]);
});

// The browser check runs once (the page does not depend on the store). In CI it always runs, so a
// missing browser is a failure there rather than a silent skip.
const CHROMIUM = process.env.DG_CHROMIUM || '/usr/bin/chromium';
const browserTest =
	TEST_STORE === 'sqlite' && (existsSync(CHROMIUM) || process.env.CI) ? test : test.skip;

browserTest(
	'in headless Chromium the page renders the operations, asking nothing of any other host',
	async () => {
		if (!existsSync(CHROMIUM))
			throw new Error(
				`${CHROMIUM} is missing: install Chromium (apt-get install chromium) or set DG_CHROMIUM to a Chromium binary`,
			);
		const { chromium } = await import('playwright-core');
		const browser = await chromium.launch({
			executablePath: CHROMIUM,
			headless: true,
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
		});
		try {
			const page = await browser.newPage();
			const origin = new URL(ts.url).origin;
			const elsewhere: string[] = [];
			const errors: string[] = [];
			page.on('request', (r) => {
				if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== origin)
					elsewhere.push(r.url());
			});
			page.on('console', (m) => {
				if (m.type() === 'error') errors.push(m.text());
			});
			page.on('pageerror', (e) => errors.push(e.message));
			await page.goto(`${ts.url}/docs`, { waitUntil: 'networkidle' });
			await page.getByText('Generate a design from a prompt and a style').first().waitFor();
			await page.getByText('Design Generation Service').first().waitFor();
			expect({ elsewhere, errors }).toEqual({ elsewhere: [], errors: [] });
		} finally {
			await browser.close();
		}
	},
	60_000,
);
