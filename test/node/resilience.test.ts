/**
 * Retries against the reference server's injected faults (429 and 503, refused before the work or
 * lost after it), waiting for asynchronous generation, and running items in parallel.
 */
import type { INodeParameters } from 'n8n-workflow';

import { runNode, shutdownN8nCore } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';

const services: TestService[] = [];

async function service(options: Parameters<typeof startTestService>[0] = {}) {
	const started = await startTestService(options);
	services.push(started);
	return started;
}

afterAll(async () => {
	await Promise.all(services.map((started) => started.close()));
	shutdownN8nCore();
});

const generateFromItem: INodeParameters = {
	resource: 'design',
	operation: 'generate',
	prompt: '={{ $json.prompt }}',
	style: 'streetwear',
};

const prompts = (count: number) =>
	Array.from({ length: count }, (_, n) => ({ json: { prompt: `graphic tee number ${n}` } }));

async function allDesignIds(target: TestService): Promise<string[]> {
	const listed = await runNode({
		parameters: { resource: 'design', operation: 'getAll', returnAll: true },
		credentials: target.credentials(),
	});
	expect(listed.status).toBe('success');
	return listed.items.map((item) => item.json.id as string);
}

describe('injected faults', () => {
	test('429 and 503 before and after the work: the same designs, no duplicates', async () => {
		const target = await service({
			faults: [
				{ method: 'POST', path: '/generate', status: 429, times: 2, retryAfterSeconds: 1 },
				{ method: 'POST', path: '/generate', status: 503, times: 2 },
				{ method: 'POST', path: '/generate', status: 503, times: 2, when: 'after' },
				{ method: 'GET', path: '/designs', status: 503, times: 1 },
			],
		});
		const started = Date.now();
		const result = await runNode({
			// One item at a time, so the faults meet the items in order and the waits add up.
			parameters: { ...generateFromItem, requestOptions: { maxTries: 6, parallel: 1 } },
			items: prompts(4),
			credentials: target.credentials(),
		});
		expect(result.status).toBe('success');
		// The two 429s asked for a one-second wait each.
		expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
		expect(result.items.map((item) => item.json.prompt)).toEqual(
			prompts(4).map((item) => item.json.prompt),
		);
		const outputIds = result.items.map((item) => item.json.id as string);
		expect(new Set(outputIds).size).toBe(4);

		const stored = await allDesignIds(target);
		expect(stored.sort()).toEqual([...outputIds].sort());
	}, 60_000);

	test('a lost publish response is replayed, not published twice', async () => {
		const target = await service({
			faults: [
				{ method: 'POST', path: '/marketplace/publish', status: 503, times: 1, when: 'after' },
			],
		});
		const [design] = (
			await runNode({
				parameters: { ...generateFromItem, prompt: 'bomber jacket' },
				credentials: target.credentials(),
			})
		).items;
		const published = await runNode({
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: design.json.id as string,
				priceAmount: 3000,
				currency: 'USD',
			},
			credentials: target.credentials(),
		});
		expect(published.status).toBe('success');
		expect(published.items[0].json).toMatchObject({
			design_id: design.json.id,
			status: 'published',
		});

		const listed = await runNode({
			parameters: { resource: 'marketplace', operation: 'getAll', returnAll: true },
			credentials: target.credentials(),
		});
		expect(listed.items.map((item) => item.json.id)).toEqual([published.items[0].json.id]);
	}, 30_000);

	test('when the tries run out the item fails with the server detail, or becomes an error item', async () => {
		const target = await service({
			faults: [{ method: 'GET', path: '/designs', status: 503, times: 100 }],
		});
		const parameters: INodeParameters = {
			resource: 'design',
			operation: 'get',
			designId: 'dsn_any0000000000000000000',
			requestOptions: { maxTries: 2 },
		};
		const failed = await runNode({ parameters, credentials: target.credentials() });
		expect(failed.status).toBe('error');
		expect(failed.error).toMatchObject({
			httpCode: '503',
			description: expect.stringContaining('still unavailable after 2 tries'),
		});

		const continued = await runNode({
			parameters,
			credentials: target.credentials(),
			continueOnFail: true,
		});
		expect(continued.items).toEqual([
			{ json: expect.objectContaining({ httpCode: '503' }), pairedItem: { item: 0 } },
		]);
	});
});

describe('asynchronous generation', () => {
	let slow: TestService;

	beforeAll(async () => {
		slow = await service({ generationLatencyMs: 400 });
	});

	test('Wait for Completion polls a pending design until it has succeeded', async () => {
		const result = await runNode({
			parameters: { ...generateFromItem, prompt: 'puffer vest', options: { pollInterval: 0.1 } },
			credentials: slow.credentials('/api/v1'),
		});
		expect(result.status).toBe('success');
		expect(result.items[0].json).toMatchObject({ status: 'succeeded', prompt: 'puffer vest' });
	});

	test('without waiting the pending design is returned as it is', async () => {
		const result = await runNode({
			parameters: { ...generateFromItem, prompt: 'bucket hat', waitForCompletion: false },
			credentials: slow.credentials(),
		});
		expect(result.items[0].json).toMatchObject({ status: 'pending' });
	});

	test('Download Image waits for the design even without Wait for Completion', async () => {
		const result = await runNode({
			parameters: {
				...generateFromItem,
				prompt: 'track jacket',
				waitForCompletion: false,
				downloadImage: true,
				imageFormat: 'png',
				options: { pollInterval: 0.1 },
			},
			credentials: slow.credentials(),
		});
		expect(result.status).toBe('success');
		expect(result.items[0].json.status).toBe('succeeded');
		expect(result.items[0].binary?.data.mimeType).toBe('image/png');
	});

	test('Download Image of a pending design says it has no image yet', async () => {
		const [pending] = (
			await runNode({
				parameters: { ...generateFromItem, prompt: 'knit beanie', waitForCompletion: false },
				credentials: slow.credentials(),
			})
		).items;
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'downloadImage',
				designId: pending.json.id as string,
			},
			credentials: slow.credentials(),
		});
		expect(result.status).toBe('error');
		expect(result.error).toMatchObject({
			message: expect.stringMatching(
				/^Design dsn_\w+ has no image yet: it is still being generated$/,
			),
		});
	});

	test('a design that takes longer than the timeout fails its item with what to do', async () => {
		const slower = await service({ generationLatencyMs: 5000 });
		const result = await runNode({
			parameters: {
				...generateFromItem,
				prompt: 'ball gown',
				options: { pollInterval: 0.2, timeout: 1 },
			},
			credentials: slower.credentials(),
			continueOnFail: true,
		});
		expect(result.items).toEqual([
			{
				json: expect.objectContaining({
					error: expect.stringMatching(
						/^Design dsn_\w+ was still being generated after 1 seconds \(status: pending\)$/,
					),
					description: expect.stringContaining('Timeout (Seconds)'),
				}),
				pairedItem: { item: 0 },
			},
		]);
	});
});

describe('Parallel Requests', () => {
	test('items run at the same time, the output keeps the input order and pairing', async () => {
		const target = await service({ generationLatencyMs: 500 });
		const items = prompts(6);
		const started = Date.now();
		const result = await runNode({
			parameters: {
				...generateFromItem,
				options: { pollInterval: 0.1 },
				requestOptions: { parallel: 6 },
			},
			items,
			credentials: target.credentials(),
		});
		const elapsed = Date.now() - started;
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.json.prompt)).toEqual(
			items.map((item) => item.json.prompt),
		);
		expect(result.items.map((item) => item.pairedItem)).toEqual(items.map((_, item) => ({ item })));
		expect(result.items.every((item) => item.json.status === 'succeeded')).toBe(true);
		// One after the other this takes at least 6 × 500 ms.
		expect(elapsed).toBeLessThan(2900);
	});

	test('with continue on fail, error items keep their place among parallel results', async () => {
		const target = await service();
		const [design] = (
			await runNode({
				parameters: { ...generateFromItem, prompt: 'loafers' },
				credentials: target.credentials(),
			})
		).items;
		const ids = [
			design.json.id,
			'dsn_missing000000000000000',
			design.json.id,
			'dsn_missing111111111111111',
			design.json.id,
		];
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'get',
				designId: '={{ $json.id }}',
				requestOptions: { parallel: 3 },
			},
			items: ids.map((id) => ({ json: { id } })),
			credentials: target.credentials(),
			continueOnFail: true,
		});
		expect(result.items.map((item) => item.json.id ?? item.json.code)).toEqual([
			design.json.id,
			'design_not_found',
			design.json.id,
			'design_not_found',
			design.json.id,
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
	});

	test('Get Many per input item in parallel: every listed design is paired with its own item', async () => {
		const target = await service();
		await runNode({
			parameters: generateFromItem,
			items: prompts(3),
			credentials: target.credentials(),
		});
		const result = await runNode({
			parameters: {
				resource: 'design',
				operation: 'getAll',
				returnAll: true,
				requestOptions: { parallel: 2 },
			},
			items: [{ json: {} }, { json: {} }, { json: {} }],
			credentials: target.credentials(),
		});
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 1 },
			{ item: 1 },
			{ item: 2 },
			{ item: 2 },
			{ item: 2 },
		]);
	});
});
