/**
 * The public marketplace pages (docs/contract.md "Endpoints": publication `url`, `GET /marketplace`, listing images): HTML
 * and images served without a key, only while a listing is live.
 */
import {
	api,
	header,
	imageBytes,
	makePublication,
	PNG_SIGNATURE,
	start,
	type Api,
	type Publication,
	type TestServer,
} from './helpers';

let ts: TestServer;
beforeAll(async () => {
	ts = await start();
});
afterAll(() => ts.close());

describe('public marketplace pages (no auth)', () => {
	let a: Api;
	let pub: Publication;
	let unlisted: Publication;
	let other: Publication;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'));
		({ publication: pub } = await makePublication(a, { title: 'Public Listing Alpha' }));
		({ publication: unlisted } = await makePublication(a, {
			title: 'Unlisted Listing Beta',
			visibility: 'unlisted',
		}));
		({ publication: other } = await makePublication(api(ts, await ts.key('enterprise')), {
			title: 'Other Seller Gamma',
		}));
	});

	test('GET /marketplace lists public listings with their images, not unlisted ones', async () => {
		const res = await ts.http.get('/marketplace', { responseType: 'text' });
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^text\/html/);
		expect(res.data).toContain(pub.id);
		expect(res.data).toContain('Public Listing Alpha');
		expect(res.data).toContain(`/marketplace/${pub.id}/image`);
		expect(res.data).toContain(other.id);
		expect(res.data).not.toContain(unlisted.id);
		expect(res.data).not.toContain('Unlisted Listing Beta');
		expect(header(res, 'x-request-id')).toMatch(/\S/);
	});

	test('GET /marketplace/:id → 200 HTML for a live listing (unlisted ones too, by URL)', async () => {
		const res = await ts.http.get(new URL(pub.url).pathname, { responseType: 'text' });
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^text\/html/);
		expect(res.data).toContain('Public Listing Alpha');
		const u = await ts.http.get(`/marketplace/${unlisted.id}`, { responseType: 'text' });
		expect(u.status).toBe(200);
		expect(u.data).toContain('Unlisted Listing Beta');
	});

	test('the publication url is that page', async () => {
		const res = await ts.http.get(pub.url, { responseType: 'text' });
		expect(res.status).toBe(200);
	});

	test('GET /marketplace/:id/image → SVG, and PNG with ?format=png, without auth', async () => {
		const svg = await ts.http.get(`/marketplace/${pub.id}/image`, { responseType: 'arraybuffer' });
		expect(svg.status).toBe(200);
		expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
		// The owner's drawing, but with the listing's public title and description as its
		// accessible text (the design's <desc> repeats its private prompt).
		const own = (await imageBytes(a, pub.design_id)).toString('utf8');
		const text = /<title id="title">[^<]*<\/title><desc id="desc">[^<]*<\/desc>/;
		const publicSvg = Buffer.from(svg.data).toString('utf8');
		expect(publicSvg.replace(text, '')).toBe(own.replace(text, ''));
		expect(text.exec(publicSvg)?.[0]).toBe(
			`<title id="title">${pub.title}</title><desc id="desc">${pub.description}</desc>`,
		);
		const png = await ts.http.get(`/marketplace/${pub.id}/image?format=png`, {
			responseType: 'arraybuffer',
		});
		expect(png.status).toBe(200);
		expect(png.headers['content-type']).toMatch(/^image\/png/);
		expect(Buffer.from(png.data).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
	});

	test('unknown listing → 404', async () => {
		expect(
			(await ts.http.get('/marketplace/pub_000000000000000000000000', { responseType: 'text' }))
				.status,
		).toBe(404);
		expect(
			(
				await ts.http.get('/marketplace/pub_000000000000000000000000/image', {
					responseType: 'text',
				})
			).status,
		).toBe(404);
	});

	test('once withdrawn: page 410, images 410, gone from the index', async () => {
		const { publication } = await makePublication(a, { title: 'Soon Withdrawn Delta' });
		expect(
			(await ts.http.get(`/marketplace/${publication.id}`, { responseType: 'text' })).status,
		).toBe(200);
		await a.del(`/marketplace/publications/${publication.id}`);
		expect(
			(await ts.http.get(`/marketplace/${publication.id}`, { responseType: 'text' })).status,
		).toBe(410);
		expect(
			(await ts.http.get(`/marketplace/${publication.id}/image`, { responseType: 'text' })).status,
		).toBe(410);
		expect(
			(
				await ts.http.get(`/marketplace/${publication.id}/image?format=png`, {
					responseType: 'text',
				})
			).status,
		).toBe(410);
		const index = await ts.http.get('/marketplace', { responseType: 'text' });
		expect(index.data).not.toContain(publication.id);
	});

	test('a republished design has a new live listing while the old one stays 410', async () => {
		const { design, publication } = await makePublication(a);
		await a.del(`/marketplace/publications/${publication.id}`);
		const again = (await a.publish({ design_id: design.id, price: { amount: 5 } }))
			.data as Publication;
		expect((await ts.http.get(`/marketplace/${again.id}`, { responseType: 'text' })).status).toBe(
			200,
		);
		expect(
			(await ts.http.get(`/marketplace/${publication.id}`, { responseType: 'text' })).status,
		).toBe(410);
	});
});

describe('how the marketplace pages look', () => {
	let a: Api;
	beforeAll(async () => {
		a = api(ts, await ts.key('business'));
	});

	const page = async (path: string) => {
		const res = await ts.http.get(path, { responseType: 'text' });
		return res.data as string;
	};
	/** The card of one listing on the index: the `<li>` holding its link. */
	const cardOf = (html: string, id: string) =>
		/<li><a class="card"[^>]*>[\s\S]*?<\/a><\/li>/g
			.exec(html.slice(html.lastIndexOf('<li>', html.indexOf(`href="/marketplace/${id}"`))))
			?.at(0) ?? '';

	test('the index is a grid of cards, each with its image, title, price and tags', async () => {
		const { publication } = await makePublication(a, {
			title: 'Grid Card Epsilon',
			price: { amount: 1234, currency: 'EUR' },
			tags: ['linen', 'summer', 'midi', 'pastel'],
		});
		const html = await page('/marketplace');
		expect(html).toContain('data-testid="marketplace-grid"');
		const card = cardOf(html, publication.id);
		expect(card).toContain('data-testid="listing-card"');
		expect(card).toContain(`<img src="/marketplace/${publication.id}/image"`);
		expect(card).toContain('Grid Card Epsilon');
		expect(card).toContain('€12.34');
		// Three tags and how many more.
		expect(card.match(/<li class="tag">/g)).toHaveLength(4);
		expect(card).toContain('<li class="tag">linen</li>');
		expect(card).toContain('<li class="tag">+1</li>');
	});

	test('a listing page shows the image large with title, price, every tag and the description', async () => {
		const { publication } = await makePublication(a, {
			title: 'Listing Page Zeta',
			price: { amount: 990, currency: 'USD' },
			tags: ['denim', 'street', 'oversized', 'blue'],
			description: 'First paragraph.\n\nSecond paragraph.',
		});
		const html = await page(`/marketplace/${publication.id}`);
		expect(html).toContain('data-testid="listing-detail"');
		expect(html).toMatch(
			new RegExp(`data-testid="listing-image"><img src="/marketplace/${publication.id}/image"`),
		);
		expect(html).toContain('<h1>Listing Page Zeta</h1>');
		expect(html).toContain('$9.90');
		expect(html.match(/<li class="tag">/g)).toHaveLength(4);
		expect(html).toContain('<p>First paragraph.</p><p>Second paragraph.</p>');
		expect(html).toContain(`href="/marketplace/${publication.id}/image?format=png"`);
	});

	test('a hostile title, description and tags are shown as text, never as markup', async () => {
		const title = '<script>alert("t")</script> & <img src=x onerror=alert(1)>';
		const { publication } = await makePublication(a, {
			title,
			description: '</p><script>alert("d")</script>',
			tags: ['<b>bold</b>', '"><svg onload=x>'],
		});
		for (const path of ['/marketplace', `/marketplace/${publication.id}`]) {
			const html = await page(path);
			expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &lt;img');
			expect(html).not.toMatch(/<script|<img src=x|<b>bold|<svg onload|onerror=alert\(1\)>/);
		}
		const listing = await page(`/marketplace/${publication.id}`);
		expect(listing).toContain(
			'<title>&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</title>',
		);
		expect(listing).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;d&quot;)&lt;/script&gt;');
	});

	test('no script and no asset from elsewhere: inline styles, and every link and image on this server', async () => {
		const { publication } = await makePublication(a);
		for (const path of [
			'/marketplace',
			`/marketplace/${publication.id}`,
			'/marketplace/pub_none',
		]) {
			const res = await ts.http.get(path, { responseType: 'text' });
			const html = res.data as string;
			expect(html).toMatch(/<style>[^<]+<\/style>/);
			expect(html).not.toMatch(/<script|rel="stylesheet"|@import|url\(/);
			const targets = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
			expect(targets.length).toBeGreaterThan(1);
			expect(targets.filter((t) => !t.startsWith('/'))).toEqual([]);
			expect(header(res, 'content-security-policy')).toMatch(/default-src 'none'/);
		}
		const icon = await ts.http.get('/favicon.svg', { responseType: 'text' });
		expect(icon.status).toBe(200);
		expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
		// A browser's own request for /favicon.ico finds the same mark.
		const ico = await ts.http.get('/favicon.ico', { maxRedirects: 0, responseType: 'text' });
		expect(ico.status).toBe(301);
		expect(ico.headers.location).toBe('/favicon.svg');
	});

	test('an unknown listing gets a page with a way back', async () => {
		const res = await ts.http.get('/marketplace/pub_000000000000000000000000', {
			responseType: 'text',
		});
		expect(res.status).toBe(404);
		expect(res.data).toContain('data-testid="notice"');
		expect(res.data).toContain('href="/marketplace"');
	});
});

describe('paging the marketplace', () => {
	const PAGE = 48;
	let ps: TestServer;
	let a: Api;
	/** Public listings, newest first. */
	let ids: string[];
	const cards = (html: string) =>
		[...html.matchAll(/data-testid="listing-card" href="\/marketplace\/([^"]+)"/g)].map(
			(m) => m[1],
		);
	const nextLink = (html: string) =>
		/<a class="button secondary" href="\/marketplace\?after=([^"]+)">More designs<\/a>/.exec(
			html,
		)?.[1];

	beforeAll(async () => {
		ps = await start();
		a = api(ps, await ps.key('business'));
		const made: string[] = [];
		for (let i = 0; i < PAGE + 2; i++)
			made.push((await makePublication(a, { title: `Paged Listing ${i}` })).publication.id);
		ids = made.reverse();
	}, 120_000);
	afterAll(() => ps.close());

	test('a page holds 48; its "More designs" link names the last one shown, and the last page has none', async () => {
		const first = await ps.http.get('/marketplace', { responseType: 'text' });
		expect(cards(first.data)).toEqual(ids.slice(0, PAGE));
		expect(nextLink(first.data)).toBe(ids[PAGE - 1]);
		const second = await ps.http.get(`/marketplace?after=${ids[PAGE - 1]}`, {
			responseType: 'text',
		});
		expect(second.status).toBe(200);
		expect(cards(second.data)).toEqual(ids.slice(PAGE));
		expect(nextLink(second.data)).toBeUndefined();
	});

	test('a link stays good after its listing is withdrawn', async () => {
		const { publication } = await makePublication(a, { title: 'Withdrawn Cursor' });
		await a.del(`/marketplace/publications/${publication.id}`);
		const res = await ps.http.get(`/marketplace?after=${publication.id}`, {
			responseType: 'text',
		});
		expect(res.status).toBe(200);
		expect(cards(res.data)).toEqual(ids.slice(0, PAGE));
	});

	test.each([['pub_unknown'], ['12']])(
		'after=%s, which names no public listing → 400 page with a way back',
		async (after) => {
			const res = await ps.http.get(`/marketplace?after=${after}`, { responseType: 'text' });
			expect(res.status).toBe(400);
			expect(res.headers['content-type']).toMatch(/^text\/html/);
			expect(res.data).toContain('data-testid="notice"');
			expect(res.data).toContain('href="/marketplace"');
		},
	);

	test('an unlisted listing is no cursor', async () => {
		const { publication } = await makePublication(a, { visibility: 'unlisted' });
		const res = await ps.http.get(`/marketplace?after=${publication.id}`, {
			responseType: 'text',
		});
		expect(res.status).toBe(400);
	});
});
