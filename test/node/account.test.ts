/**
 * Account → Get through real n8n-core against the in-process reference server, on both API
 * prefixes. No HTTP mocks.
 */
import { runNode, shutdownN8nCore } from '../harness/n8n';
import { PREFIXES, startTestService, type TestService } from '../harness/reference-server';

let service: TestService;

beforeAll(async () => {
	service = await startTestService({ rateLimitGenerate: 42 });
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

const getAccount = { resource: 'account', operation: 'get' };

describe.each(PREFIXES)('on the %s prefix', (prefix) => {
	test('Account → Get returns the account once per input item, each paired with it', async () => {
		const before = await runNode({
			parameters: getAccount,
			credentials: service.credentials(prefix),
		});
		expect(before.status).toBe('success');
		const generated = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'red wool coat',
				style: 'classic',
			},
			credentials: service.credentials(prefix),
		});
		expect(generated.status).toBe('success');

		const result = await runNode({
			parameters: getAccount,
			items: [{ json: {} }, { json: {} }],
			credentials: service.credentials(prefix),
		});
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		const [first, second] = result.items.map((item) => item.json);
		expect(second).toEqual(first);
		const usageBefore = before.items[0].json.usage as { designs: number };
		expect(first).toMatchObject({
			object: 'account',
			id: expect.stringMatching(/^acct_/),
			plan: 'business',
			limits: { generate_per_minute: 42, read_per_minute: 100_000 },
			usage: {
				designs: usageBefore.designs + 1,
				publications: expect.any(Number),
				generations_this_month: expect.any(Number),
			},
		});
	});

	test('a Free-plan key: 403 plan_not_eligible, as an error item with Continue On Fail', async () => {
		const result = await runNode({
			parameters: getAccount,
			credentials: service.credentials(prefix, await service.createKey('free')),
			continueOnFail: true,
		});
		expect(result.status).toBe('success');
		expect(result.items).toEqual([
			{
				json: expect.objectContaining({ httpCode: '403', code: 'plan_not_eligible' }),
				pairedItem: { item: 0 },
			},
		]);
	});
});
