/**
 * Every operation and the credential test against four services written from the seed alone
 * (test/standins), each in another framework's convention, through real n8n-core. Nothing in the
 * node is tuned to them: what passes here passes because the node reads what a service sends.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { loadOptions, runNode, shutdownN8nCore, testCredential } from '../harness/n8n';
import { STANDINS } from '../standins';
import type { StandIn } from '../standins';
import {
	POLLING_TRIGGER_TYPE,
	WEBHOOK_TRIGGER_TYPE,
	runPoll,
	runWebhookMethod,
	triggerWorkflow,
} from './trigger-harness';

const PROMPT = 'navy striped oversized hoodie in organic cotton';
const SEEDED = 23;

/**
 * What a user of each service sets, from its documentation: a style it takes, and the publish
 * body's design field and price as it wants them (the node's default is design_id, no price).
 */
const SETTINGS: Record<
	string,
	{ style: string; publish: Record<string, unknown>; price?: number }
> = {
	atelier: { style: 'streetwear', publish: { bodyJson: '{"price": 49.99}' }, price: 49.99 },
	loom: {
		style: 'minimalist',
		publish: { bodyJson: '{"price": 19.5, "currency": "EUR"}' },
		price: 19.5,
	},
	stitch: {
		style: 'streetwear',
		publish: { designIdField: 'designId', bodyJson: '{"priceCents": 2500}' },
		price: 2500,
	},
	bolt: { style: 'street', publish: {} },
};

afterAll(() => shutdownN8nCore());

describe.each(Object.keys(STANDINS))('against the %s stand-in', (name) => {
	let service: StandIn;
	const settings = SETTINGS[name];
	const credentials = (key = service.businessKey, baseUrl = service.url) => ({
		apiKey: key,
		baseUrl,
		apiPrefix: '/v1',
	});
	const run = async (parameters: Record<string, unknown>, continueOnFail = false) =>
		await runNode({ parameters, credentials: credentials(), continueOnFail } as never);
	const generate = async (
		prompt = PROMPT,
		extra: Record<string, unknown> = {},
		continueOnFail = false,
	) =>
		await run(
			{
				resource: 'design',
				operation: 'generate',
				prompt,
				style: settings.style,
				options: { pollInterval: 0.1, timeout: 20 },
				...extra,
			},
			continueOnFail,
		);

	beforeAll(async () => {
		service = await STANDINS[name as keyof typeof STANDINS].start({ latencyMs: 300 });
		service.seedDesigns(SEEDED);
	});

	afterAll(async () => {
		await service?.close();
	});

	test('the credential test passes with a Business key and fails otherwise', async () => {
		expect(await testCredential(credentials())).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		expect(await testCredential(credentials(service.starterKey))).toMatchObject({
			status: 'Error',
		});
		expect(await testCredential(credentials('not-a-key'))).toMatchObject({ status: 'Error' });
		expect(
			await testCredential(credentials(service.businessKey, `${service.url}/nothing`)),
		).toMatchObject({ status: 'Error' });
	});

	test('Generate waits for the design and downloads its image; the item is the design itself', async () => {
		const result = await generate(PROMPT, { downloadImage: true });
		expect(result.status).toBe('success');
		const [item] = result.items;
		expect(typeof item.json.id).toBe('string');
		// The service's own fields pass through untouched.
		expect(JSON.stringify(item.json)).toContain(PROMPT);
		expect(item.binary?.data.mimeType).toMatch(/^image\//);
		expect(Buffer.from(item.binary!.data.data, 'base64').length).toBeGreaterThan(20);
	});

	test('a design the service refuses or fails is an error item with the service reason', async () => {
		const result = await generate('a forbidden jacket', {}, true);
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json.id).toBeUndefined();
		expect(String(result.items[0].json.error)).toMatch(/\w{4,}/);
	});

	test('Get, Download Image, Publish and Delete work on a generated design', async () => {
		const id = (await generate()).items[0].json.id as string;

		const got = await run({ resource: 'design', operation: 'get', designId: id });
		expect(got.items[0].json.id).toBe(id);

		const image = await run({ resource: 'design', operation: 'downloadImage', designId: id });
		expect(image.status).toBe('success');
		expect(image.items[0].binary?.data.mimeType).toMatch(/^image\//);

		const published = await run({
			resource: 'marketplace',
			operation: 'publish',
			designId: id,
			additionalFields: settings.publish,
		});
		expect(published.status).toBe('success');
		// The output is the service's answer, naming the design it listed.
		expect(JSON.stringify(published.items[0].json)).toContain(id);
		const stored = service.publications().find((p) => JSON.stringify(p).includes(id));
		expect(stored).toBeDefined();
		if (settings.price !== undefined)
			expect(JSON.stringify(stored)).toContain(String(settings.price));

		const before = service.designCount();
		const deleted = await run({ resource: 'design', operation: 'delete', designId: id });
		expect(deleted.items[0].json).toMatchObject({ id, deleted: true });
		expect(service.designCount()).toBe(before - 1);

		const gone = await run({ resource: 'design', operation: 'get', designId: id }, true);
		expect(gone.items[0].json).toMatchObject({ httpCode: '404' });
	});

	test('Get Many with Return All returns every design exactly once, Limit exactly that many', async () => {
		const total = service.designCount();
		expect(total).toBeGreaterThan(SEEDED - 1);
		const all = await run({ resource: 'design', operation: 'getAll', returnAll: true });
		const ids = all.items.map((item: INodeExecutionData) => item.json.id);
		expect(ids).toHaveLength(total);
		expect(new Set(ids).size).toBe(total);

		const some = await run({ resource: 'design', operation: 'getAll', limit: 7 });
		expect(some.items).toHaveLength(7);
	});

	test.each([
		[{ resource: 'account', operation: 'get' }, 'This service does not offer account details'],
		[
			{ resource: 'design', operation: 'createVariations', designId: 'any' },
			'Not found: the ID may be wrong, or this service does not offer variations',
		],
		[
			{ resource: 'marketplace', operation: 'getAll', returnAll: true },
			'This service does not offer a list of publications',
		],
		[
			{ resource: 'marketplace', operation: 'get', publicationId: 'any' },
			'Not found: the ID may be wrong, or this service does not offer publication lookups',
		],
		[
			{ resource: 'marketplace', operation: 'unpublish', publicationId: 'any' },
			'Not found: the ID may be wrong, or this service does not offer unpublishing',
		],
	])('an extra the service does not offer says so: %o', async (parameters, message) => {
		const result = await run(parameters, true);
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({ error: message });
		expect(String(result.items[0].json.description)).toContain('promises generate, list, get');
	});

	test('Get Tech Pack and Edit of a design it has: "This service does not offer tech packs / edits"', async () => {
		const id = (await generate()).items[0].json.id as string;
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ operation: 'getTechPack', output: 'json' }, 'This service does not offer tech packs'],
			[{ operation: 'getTechPack', output: 'pdf' }, 'This service does not offer tech packs'],
			[{ operation: 'edit', instruction: 'make it navy' }, 'This service does not offer edits'],
		];
		for (const [parameters, message] of cases) {
			const result = await run({ resource: 'design', designId: id, ...parameters }, true);
			expect(result.items).toEqual([
				{ json: expect.objectContaining({ error: message }), pairedItem: { item: 0 } },
			]);
		}
		// An unknown design is the service's own 404 for it, not a missing feature.
		const unknown = await run(
			{ resource: 'design', operation: 'getTechPack', designId: 'no-such-design' },
			true,
		);
		expect(unknown.items[0].json).toMatchObject({ httpCode: '404' });
		expect(String(unknown.items[0].json.error)).not.toContain('does not offer');
	});

	test('Generate without waiting returns the design as the service answered it', async () => {
		const result = await generate(PROMPT, { waitForCompletion: false });
		expect(result.status).toBe('success');
		expect(typeof result.items[0].json.id).toBe('string');
		expect(JSON.stringify(result.items[0].json)).toContain(PROMPT);
	});

	test('both triggers say the service has no events or webhooks, and what to use instead', async () => {
		const polling = triggerWorkflow(POLLING_TRIGGER_TYPE, { events: ['*'] });
		await expect(runPoll(polling, { credentials: credentials() })).rejects.toMatchObject({
			message: 'This service does not offer an event list',
			description: expect.stringContaining('Schedule Trigger with Design → Get Many'),
		});
		const webhook = triggerWorkflow(WEBHOOK_TRIGGER_TYPE, { events: ['design.succeeded'] });
		await expect(
			runWebhookMethod(webhook, 'create', { credentials: credentials() }),
		).rejects.toMatchObject({
			message: expect.stringContaining('This service does not offer webhooks'),
		});
	});

	test('the Style and Garment lists fall back quietly', async () => {
		const styles = await loadOptions('getStyles', credentials());
		expect(styles.map((style) => style.value)).toContain(settings.style);
		expect(await loadOptions('getGarments', credentials())).toEqual([]);
	});
});
