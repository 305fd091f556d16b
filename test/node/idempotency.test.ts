/**
 * Idempotency keys against the reference server: one request makes one design however
 * often it is retried, and two n8n instances running the same workflow never share a key. Every
 * n8n database counts executions from 1 and an imported workflow keeps its node ids, so "another
 * instance" here is the same workflow, node ids and execution id run with fresh execution data.
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

const generate: INodeParameters = {
	resource: 'design',
	operation: 'generate',
	prompt: '={{ $json.prompt }}',
	style: 'streetwear',
	additionalFields: { seed: 42 },
};

const items = (...promptTexts: string[]) => promptTexts.map((prompt) => ({ json: { prompt } }));

async function storedDesignIds(target: TestService): Promise<string[]> {
	const listed = await runNode({
		parameters: { resource: 'design', operation: 'getAll', returnAll: true },
		credentials: target.credentials(),
	});
	expect(listed.status).toBe('success');
	return listed.items.map((item) => String(item.json.id)).sort();
}

const ids = (run: Awaited<ReturnType<typeof runNode>>) =>
	run.items.map((item) => String(item.json.id));

describe('two n8n instances, one account', () => {
	test('the same workflow with the same execution id makes a design in each instance', async () => {
		const target = await service();
		const run = () =>
			runNode({
				parameters: generate,
				items: items('navy hoodie', 'red dress'),
				credentials: target.credentials(),
				executionId: '1',
			});
		const first = await run();
		const second = await run();
		expect(first.status).toBe('success');
		expect(second.status).toBe('success');
		expect(second.items.map((item) => item.json.prompt)).toEqual(['navy hoodie', 'red dress']);
		expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
		expect(await storedDesignIds(target)).toEqual([...ids(first), ...ids(second)].sort());
	});

	test('a different body under the same execution id is not refused as a reused key', async () => {
		const target = await service();
		const first = await runNode({
			parameters: generate,
			items: items('navy hoodie'),
			credentials: target.credentials(),
			executionId: '1',
		});
		const second = await runNode({
			parameters: generate,
			items: items('ivory linen dress'),
			credentials: target.credentials(),
			executionId: '1',
		});
		expect(first.status).toBe('success');
		expect(second.error?.description ?? '').not.toContain('idempotency_key_reused');
		expect(second.status).toBe('success');
		expect(second.items[0].json).toMatchObject({ prompt: 'ivory linen dress' });
	});
});

describe('retries of one request make one design', () => {
	test("the node's own retry after a lost response gets the first answer replayed", async () => {
		const target = await service({
			faults: [{ method: 'POST', path: '/generate', status: 503, times: 2, when: 'after' }],
		});
		const result = await runNode({
			parameters: generate,
			items: items('navy hoodie', 'red dress'),
			credentials: target.credentials(),
		});
		expect(result.status).toBe('success');
		expect(await storedDesignIds(target)).toEqual([...ids(result)].sort());
	});

	test("n8n's Retry On Fail re-runs the node with the same keys after its own tries ran out", async () => {
		// Every try of the node's first run is answered 503 after the work was done.
		const target = await service({
			faults: [{ method: 'POST', path: '/generate', status: 503, times: 2, when: 'after' }],
		});
		const result = await runNode({
			parameters: { ...generate, requestOptions: { maxTries: 2 } },
			items: items('navy hoodie'),
			credentials: target.credentials(),
			nodeSettings: { retryOnFail: true, maxTries: 2, waitBetweenTries: 10 },
		});
		expect(result.status).toBe('success');
		expect(await storedDesignIds(target)).toEqual(ids(result));
	});

	test('Retry On Fail after a settled 409 sends a fresh key, so the retry can succeed', async () => {
		// The design is still pending when Publish first runs: 409 design_not_ready, stored against
		// its key. Replaying that on every retry would make Retry On Fail useless.
		const target = await service({ generationLatencyMs: 300 });
		const generated = await runNode({
			parameters: { ...generate, waitForCompletion: false },
			items: items('navy hoodie'),
			credentials: target.credentials(),
		});
		expect(generated.items[0].json.status).toBe('pending');
		const published = await runNode({
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: String(generated.items[0].json.id),
				priceAmount: 2500,
				currency: 'USD',
			},
			credentials: target.credentials(),
			nodeSettings: { retryOnFail: true, maxTries: 3, waitBetweenTries: 500 },
		});
		expect(published.error?.description ?? '').toBe('');
		expect(published.status).toBe('success');
		expect(published.items[0].json).toMatchObject({ object: 'publication', status: 'published' });
	});
});
