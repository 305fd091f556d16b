/**
 * Design → Create Variations and the Get Many filters Search, Garment and Parent Design through
 * real n8n-core against the in-process reference server, on both API prefixes. No HTTP mocks.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { loadOptions, runNode, shutdownN8nCore } from '../harness/n8n';
import {
	PREFIXES,
	startTestService,
	type ApiPrefix,
	type TestService,
} from '../harness/reference-server';

let service: TestService;
let slow: TestService;

beforeAll(async () => {
	service = await startTestService();
	slow = await startTestService({ generationLatencyMs: 300 });
});

afterAll(async () => {
	await service?.close();
	await slow?.close();
	shutdownN8nCore();
});

async function run(
	prefix: ApiPrefix,
	parameters: INodeParameters,
	on: TestService = service,
	key?: string,
) {
	const result = await runNode({ parameters, credentials: on.credentials(prefix, key) });
	if (result.status !== 'success') {
		throw new Error(
			`Node failed: ${result.error?.message} ${(result.error as { description?: string })?.description}`,
		);
	}
	return result.items;
}

async function generate(prefix: ApiPrefix, prompt: string, style = 'streetwear', key?: string) {
	const parameters = { resource: 'design', operation: 'generate', prompt, style };
	const [item] = await run(prefix, parameters, service, key);
	return item.json as IDataObject & { id: string };
}

const variations = (designId: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'design',
	operation: 'createVariations',
	designId,
	...extra,
});

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	test('Create Variations: one item per variation, paired, with parent, seeds and colourway', async () => {
		const source = await generate(prefix, 'striped oversized hoodie with a kangaroo pocket');
		const items = await run(
			prefix,
			variations(source.id, {
				count: 3,
				additionalFields: { palette: ' Navy , cream ', seed: 100 },
			}),
		);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
		const designs = items.map((item) => item.json);
		expect(designs.map((d) => d.seed)).toEqual([100, 101, 102]);
		for (const design of designs) {
			expect(design).toMatchObject({
				object: 'design',
				status: 'succeeded',
				parent_id: source.id,
				prompt: source.prompt,
				style: source.style,
				garment: source.garment,
			});
			expect(design.id).not.toBe(source.id);
			const colours = (design.colors as Array<{ name: string }>).map((c) => c.name);
			expect(colours.length).toBeGreaterThan(0);
			for (const name of colours) expect(['navy', 'cream']).toContain(name);
		}
	});

	test('Create Variations without fields makes four', async () => {
		const source = await generate(prefix, 'red wool coat', 'classic');
		const items = await run(prefix, variations(source.id));
		expect(items).toHaveLength(4);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(4);
	});

	test('Get Many filters: Search, Garment and Parent Design', async () => {
		const key = await service.createKey('business');
		const hoodie = await generate(prefix, 'navy hoodie with a zip', 'streetwear', key);
		const dress = await generate(prefix, 'red silk slip dress', 'romantic', key);
		const [variation] = await run(prefix, variations(hoodie.id, { count: 1 }), service, key);
		const getMany = (filters: INodeParameters) =>
			run(
				prefix,
				{ resource: 'design', operation: 'getAll', returnAll: true, filters },
				service,
				key,
			);
		const ids = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.id);

		expect(ids(await getMany({ q: '  HOODIE navy ' }))).toEqual([variation.json.id, hoodie.id]);
		expect(ids(await getMany({ q: 'silk' }))).toEqual([dress.id]);
		expect(ids(await getMany({ garment: 'dress' }))).toEqual([dress.id]);
		expect(ids(await getMany({ parentId: hoodie.id }))).toEqual([variation.json.id]);
		expect(ids(await getMany({ q: 'hoodie', parentId: hoodie.id, garment: 'hoodie' }))).toEqual([
			variation.json.id,
		]);
	});

	test('the Garment dropdown lists the ids of the OpenAPI document', async () => {
		const options = await loadOptions('getGarments', service.credentials(prefix), {
			resource: 'design',
			operation: 'getAll',
		});
		const values = options.map((option) => option.value);
		expect(values).toEqual(expect.arrayContaining(['hoodie', 'dress', 'jeans', 't-shirt']));
		expect(options.find((option) => option.value === 't-shirt')?.name).toBe('T-Shirt');
		expect(options.find((option) => option.value === 'tank-top')?.name).toBe('Tank Top');
	});
});

test('Create Variations waits for pending variations, or returns them pending when told not to', async () => {
	const [source] = await run(
		'/v1',
		{
			resource: 'design',
			operation: 'generate',
			prompt: 'white linen shirt',
			style: 'minimalist',
		},
		slow,
	);
	expect(source.json.status).toBe('succeeded');
	const waited = await run(
		'/v1',
		variations(String(source.json.id), { count: 2, options: { pollInterval: 0.1 } }),
		slow,
	);
	expect(waited.map((item) => item.json.status)).toEqual(['succeeded', 'succeeded']);
	expect(waited.every((item) => (item.json.image as IDataObject)?.url)).toBe(true);

	const pending = await run(
		'/v1',
		variations(String(source.json.id), { count: 2, waitForCompletion: false }),
		slow,
	);
	expect(pending.map((item) => item.json.status)).toEqual(['pending', 'pending']);
});

test("Create Variations: the service's refusals are item errors with their code", async () => {
	const source = await generate('/v1', 'black jeans', 'grunge');
	const result = await runNode({
		parameters: variations(source.id, { additionalFields: { palette: 'navy, notacolour' } }),
		credentials: service.credentials(),
		continueOnFail: true,
	});
	expect(result.items).toEqual([
		{
			json: expect.objectContaining({ httpCode: '422', code: 'invalid_color' }),
			pairedItem: { item: 0 },
		},
	]);
	const missing = await runNode({
		parameters: variations('dsn_doesnotexist0000000000'),
		credentials: service.credentials(),
		continueOnFail: true,
	});
	expect(missing.items[0].json).toMatchObject({ httpCode: '404', code: 'design_not_found' });
});
