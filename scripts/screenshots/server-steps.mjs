// The reference server's own pages: the public marketplace at phone and desktop widths, one
// listing, and the API reference at /docs when the server has it. The marketplace gets a few
// designs published through the API first (fixed seeds, so a rerun draws the same pictures),
// beside the one example 01 published from n8n.

/** What the marketplace shows: prompt, style, seed, price in cents, tags. */
const SHOWCASE = [
	['cropped denim jacket with contrast stitching', 'streetwear', 11, 6900, ['denim', 'jacket']],
	['sage green oversized linen shirt with patch pockets', 'minimalist', 12, 4900, ['linen']],
	['floral maxi dress in flowing chiffon', 'bohemian', 13, 8900, ['dress', 'floral']],
	['camel wool double-breasted coat', 'classic', 14, 15900, ['coat', 'wool']],
	['plaid flannel shirt with distressed hems', 'grunge', 15, 5900, ['plaid']],
	['pink cropped puffer jacket with glossy finish', 'y2k', 16, 9900, ['puffer', 'pink']],
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Every image on the page loaded (a broken image is an error a visitor sees). The pages load
 * images lazily, so scroll each into view first, as a visitor scrolling down would.
 */
async function assertImagesLoaded(page) {
	for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded();
	await page.evaluate(() => window.scrollTo(0, 0));
	await page.waitForFunction(() => [...document.images].every((img) => img.complete));
	const broken = await page.evaluate(() =>
		[...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src),
	);
	if (broken.length) throw new Error(`images that did not load: ${broken.join(', ')}`);
}

async function open(page, url, expect) {
	const response = await page.goto(url);
	if (response?.status() !== 200) throw new Error(`GET ${url} answered ${response?.status()}`);
	await page.locator(expect).first().waitFor();
	await assertImagesLoaded(page);
}

export const SERVER_STEPS = [
	{
		name: 'marketplace: publish a few designs through the API',
		async run({ api }) {
			for (const [prompt, style, seed, amount, tags] of SHOWCASE) {
				const design = await api('POST', '/generate', { prompt, style, seed });
				await api('POST', '/marketplace/publish', {
					design_id: design.id,
					price: { amount, currency: 'USD' },
					tags: [style, ...tags],
				});
			}
		},
	},
	{
		name: 'marketplace at phone width (390 px)',
		context: { viewport: PHONE, isMobile: true, hasTouch: true },
		async run({ page, stack, shot }) {
			await open(page, `${stack.serverUrl}/marketplace`, '.card img');
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
			);
			if (overflow > 0) throw new Error(`the page is ${overflow} px wider than the phone screen`);
			await shot('marketplace-phone.png');
		},
	},
	{
		name: 'marketplace at desktop width (1280 px)',
		context: { viewport: DESKTOP },
		async run({ page, stack, shot }) {
			await open(page, `${stack.serverUrl}/marketplace`, '.card img');
			await shot('marketplace-desktop.png', { fullPage: true });
			// A visitor's next click: the first listing.
			await page.locator('a.card').first().click();
			await page.waitForURL(/\/marketplace\/[^/]+$/);
			await page.locator('img').first().waitFor();
			await assertImagesLoaded(page);
			await shot('marketplace-listing.png');
		},
	},
	{
		name: 'API reference at /docs',
		context: { viewport: DESKTOP },
		async run({ page, stack, shot }) {
			const probe = await page.request.get(`${stack.serverUrl}/docs`);
			if (probe.status() !== 200)
				return {
					skipped: `${stack.serverUrl}/docs answered ${probe.status()}: no API reference yet`,
				};
			await page.goto(`${stack.serverUrl}/docs`);
			// Rendered in the page from /openapi.json: wait for the document's title and an
			// operation's summary to show. (Not for 'networkidle': with the error watcher's page
			// script in place, Scalar's page never reached it.)
			await page.getByRole('heading', { name: 'Design Generation Service' }).first().waitFor();
			await page.getByText('Generate a design from a prompt and a style').first().waitFor();
			await shot('api-docs.png');
		},
	},
];
