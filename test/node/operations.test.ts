/**
 * Every operation, run through real n8n-core against the in-process reference server, on both
 * API prefixes. No HTTP mocks.
 */
import type { IBinaryData, IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { loadOptions, runNode, shutdownN8nCore } from '../harness/n8n';
import {
	PREFIXES,
	startTestService,
	type ApiPrefix,
	type TestService,
} from '../harness/reference-server';

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

async function run(prefix: ApiPrefix, parameters: INodeParameters, items?: INodeExecutionData[]) {
	const result = await runNode({ parameters, items, credentials: service.credentials(prefix) });
	if (result.status !== 'success') {
		throw new Error(
			`Node failed: ${result.error?.message} ${(result.error as { description?: string })?.description}`,
		);
	}
	return result.items;
}

async function generateDesign(
	prefix: ApiPrefix,
	prompt = 'navy striped oversized hoodie',
	style = 'streetwear',
) {
	const [item] = await run(prefix, { resource: 'design', operation: 'generate', prompt, style });
	return item.json as IDataObject & { id: string; title: string };
}

function bytesOf(binary: IBinaryData): Buffer {
	return Buffer.from(binary.data, 'base64');
}

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	test('Style dropdown lists the catalog from GET /styles', async () => {
		const options = await loadOptions('getStyles', service.credentials(prefix));
		expect(options.map((option) => option.value)).toEqual(
			expect.arrayContaining(['minimalist', 'streetwear', 'avant-garde', 'y2k', 'couture']),
		);
		expect(options).toHaveLength(12);
		for (const option of options) {
			expect(option.name).toEqual(expect.any(String));
			expect(option.description).toEqual(expect.any(String));
		}
	});

	test('Design → Generate returns the finished design, paired with its input item', async () => {
		const items = await run(prefix, {
			resource: 'design',
			operation: 'generate',
			prompt: '  red silk slip dress with lace trim  ',
			style: 'Romantic',
			additionalFields: { seed: 1234567 },
		});
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].binary).toBeUndefined();
		expect(items[0].json).toMatchObject({
			object: 'design',
			status: 'succeeded',
			prompt: 'red silk slip dress with lace trim',
			style: 'romantic',
			seed: 1234567,
			publication: null,
		});
		expect(items[0].json.id).toMatch(/^dsn_[A-Za-z0-9]{20,}$/);
	});

	test('Design → Generate with Download Image puts an SVG or a PNG into the binary field', async () => {
		const [svgItem] = await run(prefix, {
			resource: 'design',
			operation: 'generate',
			prompt: 'black leather biker jacket',
			style: 'grunge',
			downloadImage: true,
		});
		const svg = svgItem.binary!.data;
		expect(svg.mimeType).toBe('image/svg+xml');
		expect(svg.fileName).toBe(`${svgItem.json.id}.svg`);
		expect(bytesOf(svg).toString('utf8')).toContain('<svg');

		const [pngItem] = await run(prefix, {
			resource: 'design',
			operation: 'generate',
			prompt: 'white linen summer shirt',
			style: 'minimalist',
			downloadImage: true,
			imageFormat: 'png',
			binaryPropertyName: 'flat',
		});
		const png = pngItem.binary!.flat;
		expect(png.mimeType).toBe('image/png');
		expect(png.fileName).toBe(`${pngItem.json.id}.png`);
		expect(bytesOf(png).subarray(0, 8)).toEqual(
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		);
	});

	test('Design → Get and Design → Download Image read one design', async () => {
		const design = await generateDesign(prefix);
		const [got] = await run(prefix, { resource: 'design', operation: 'get', designId: design.id });
		expect(got.json).toEqual(design);

		const [svgItem] = await run(prefix, {
			resource: 'design',
			operation: 'downloadImage',
			designId: design.id,
			imageFormat: 'svg',
			binaryPropertyName: 'data',
		});
		expect(svgItem.json).toMatchObject({
			design_id: design.id,
			format: 'svg',
			mime_type: 'image/svg+xml',
		});
		expect(bytesOf(svgItem.binary!.data).toString('utf8')).toMatch(/^<\?xml|^<svg/);

		const [pngItem] = await run(prefix, {
			resource: 'design',
			operation: 'downloadImage',
			designId: design.id,
			imageFormat: 'png',
			binaryPropertyName: 'image',
		});
		expect(pngItem.binary!.image.mimeType).toBe('image/png');
		expect(bytesOf(pngItem.binary!.image).subarray(1, 4).toString('latin1')).toBe('PNG');
		expect(pngItem.pairedItem).toEqual({ item: 0 });
	});

	test('Design → Get Many honours Limit and the filters', async () => {
		const vintage = await generateDesign(prefix, 'tweed blazer with elbow patches', 'vintage');
		await generateDesign(prefix, 'pleated tennis skirt', 'preppy');

		const limited = await run(prefix, {
			resource: 'design',
			operation: 'getAll',
			returnAll: false,
			limit: 2,
		});
		expect(limited).toHaveLength(2);
		expect(limited.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);

		const filtered = await run(prefix, {
			resource: 'design',
			operation: 'getAll',
			returnAll: true,
			filters: { style: 'vintage', status: 'succeeded', published: false },
		});
		expect(filtered.map((item) => item.json.id)).toContain(vintage.id);
		expect(
			filtered.every((item) => item.json.style === 'vintage' && item.json.publication === null),
		).toBe(true);
	});

	test('Design → Delete removes the design', async () => {
		const design = await generateDesign(prefix);
		const [deleted] = await run(prefix, {
			resource: 'design',
			operation: 'delete',
			designId: design.id,
		});
		expect(deleted.json).toEqual({ id: design.id, object: 'design', deleted: true });
		const after = await runNode({
			parameters: { resource: 'design', operation: 'get', designId: design.id },
			credentials: service.credentials(prefix),
		});
		expect(after.status).toBe('error');
		expect(after.error).toMatchObject({ httpCode: '404' });
	});

	test('Marketplace → Publish, Get, Get Many and Unpublish', async () => {
		const design = await generateDesign(prefix, 'cropped denim jacket', 'y2k');
		const [published] = await run(prefix, {
			resource: 'marketplace',
			operation: 'publish',
			designId: design.id,
			priceAmount: 4999,
			currency: 'eur',
			additionalFields: {
				title: 'Cropped Denim Jacket',
				description: 'A Y2K classic.',
				tags: 'denim, y2k , ,jacket',
				visibility: 'unlisted',
			},
		});
		expect(published.json).toMatchObject({
			object: 'publication',
			design_id: design.id,
			title: 'Cropped Denim Jacket',
			description: 'A Y2K classic.',
			price: { amount: 4999, currency: 'EUR' },
			tags: ['denim', 'y2k', 'jacket'],
			visibility: 'unlisted',
			status: 'published',
		});
		const publicationId = published.json.id as string;
		expect(publicationId).toMatch(/^pub_/);

		const [got] = await run(prefix, { resource: 'marketplace', operation: 'get', publicationId });
		expect(got.json).toEqual(published.json);

		const listed = await run(prefix, {
			resource: 'marketplace',
			operation: 'getAll',
			returnAll: true,
			filters: { designId: design.id, status: 'published' },
		});
		expect(listed.map((item) => item.json.id)).toEqual([publicationId]);

		const [withdrawn] = await run(prefix, {
			resource: 'marketplace',
			operation: 'unpublish',
			publicationId,
		});
		expect(withdrawn.json).toMatchObject({ id: publicationId, status: 'withdrawn' });
		expect(withdrawn.json.withdrawn_at).toEqual(expect.any(String));

		const [again] = await run(prefix, {
			resource: 'design',
			operation: 'get',
			designId: design.id,
		});
		expect(again.json.publication).toBeNull();
	});

	test('Marketplace → Publish with only the required fields uses the defaults', async () => {
		const design = await generateDesign(prefix, 'wool trench coat', 'classic');
		const [published] = await run(prefix, {
			resource: 'marketplace',
			operation: 'publish',
			designId: design.id,
			priceAmount: 12000,
			currency: 'USD',
		});
		expect(published.json).toMatchObject({
			price: { amount: 12000, currency: 'USD' },
			title: design.title,
			visibility: 'public',
		});
	});

	test('one request per input item, each output paired with its item', async () => {
		const prompts = ['cashmere turtleneck', 'cargo trousers', 'floral maxi dress'];
		const items = await run(
			prefix,
			{
				resource: 'design',
				operation: 'generate',
				prompt: '={{ $json.prompt }}',
				style: '={{ $json.style }}',
			},
			prompts.map((prompt) => ({ json: { prompt, style: 'bohemian' } })),
		);
		expect(items.map((item) => item.json.prompt)).toEqual(prompts);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});
});

test('Get Many with Return All pages through more than 250 designs, each exactly once', async () => {
	const own = await startTestService();
	try {
		const total = 257;
		const created = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: '={{ "design number " + $json.n }}',
				style: 'athleisure',
				requestOptions: { parallel: 8 },
			},
			items: Array.from({ length: total }, (_, n) => ({ json: { n } })),
			credentials: own.credentials('/api/v1'),
		});
		expect(created.status).toBe('success');
		const createdIds = created.items.map((item) => item.json.id as string);
		expect(new Set(createdIds).size).toBe(total);

		const all = await runNode({
			parameters: { resource: 'design', operation: 'getAll', returnAll: true },
			credentials: own.credentials('/api/v1'),
		});
		const listedIds = all.items.map((item) => item.json.id as string);
		expect(listedIds).toHaveLength(total);
		expect(new Set(listedIds)).toEqual(new Set(createdIds));
		expect(all.items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);

		const limited = await runNode({
			parameters: { resource: 'design', operation: 'getAll', returnAll: false, limit: 150 },
			credentials: own.credentials('/v1'),
		});
		expect(limited.items.map((item) => item.json.id)).toEqual(listedIds.slice(0, 150));
	} finally {
		await own.close();
	}
});
