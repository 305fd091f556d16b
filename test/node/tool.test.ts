/**
 * The node as an AI Agent's tool, through n8n-core's own tool invocation (the code an Agent's
 * tool call runs): n8n registers a `usableAsTool` node a second time as `designGeneratorTool`,
 * runs it in a SupplyDataContext with the model's arguments as its input, and hands the model the
 * items' JSON as a string, dropping binary data. Every operation must answer with ids and image
 * URLs a model can use, and no file. Against the in-process reference server.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { shutdownN8nCore } from '../harness/n8n';
import { callTool as callToolOn } from '../harness/n8n-tool';
import { startTestService, type TestService } from '../harness/reference-server';

let service: TestService;

beforeAll(async () => {
	service = await startTestService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

/** Calls the tool once, as an Agent does, and returns what the model would read (parsed). */
const callTool = async (parameters: INodeParameters, toolArgs: IDataObject = {}) =>
	await callToolOn(service.credentials(), parameters, toolArgs);

const IMAGE_URL = /^http:\/\/127\.0\.0\.1:\d+\/v1\/designs\/dsn_\w+\/image(\?format=png)?$/;

test('Generate with "Download Image" answers with the finished design and its image URL, no file', async () => {
	const answer = await callTool(
		{
			resource: 'design',
			operation: 'generate',
			prompt: "={{ $fromAI('prompt', 'What the design should show', 'string') }}",
			style: "={{ $fromAI('style', 'The style id', 'string') }}",
			downloadImage: true,
			imageFormat: 'png',
		},
		{ prompt: 'white linen shirt with a hidden placket', style: 'minimalist' },
	);
	expect(answer).toEqual([
		expect.objectContaining({
			id: expect.stringMatching(/^dsn_/),
			status: 'succeeded',
			style: 'minimalist',
			image: expect.objectContaining({ url: expect.stringMatching(IMAGE_URL) }),
		}),
	]);
	expect(JSON.stringify(answer)).not.toMatch(/"binary"|"data":"[A-Za-z0-9+/]{200,}/);
});

describe('every other operation answers with JSON ids and URLs', () => {
	let designId: string;
	let publicationId: string;

	beforeAll(async () => {
		const [design] = await callTool({
			resource: 'design',
			operation: 'generate',
			prompt: 'black leather biker jacket',
			style: 'grunge',
		});
		designId = String(design.id);
	});

	test('Design → Download Image: where the image is, in the format asked for', async () => {
		const answer = await callTool(
			{
				resource: 'design',
				operation: 'downloadImage',
				designId: "={{ $fromAI('designId', 'The design id', 'string') }}",
				imageFormat: 'png',
			},
			{ designId },
		);
		expect(answer).toEqual([
			{
				design_id: designId,
				format: 'png',
				mime_type: 'image/png',
				image_url: expect.stringMatching(IMAGE_URL),
			},
		]);
		const image = await fetch(String(answer[0].image_url), {
			headers: { Authorization: `Bearer ${service.key}` },
		});
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	test('Design → Get and Get Many', async () => {
		const [one] = await callTool({ resource: 'design', operation: 'get', designId });
		expect(one).toMatchObject({ id: designId, image: { url: expect.stringMatching(IMAGE_URL) } });
		const many = await callTool({ resource: 'design', operation: 'getAll', limit: 5 });
		expect(many.map((d) => d.id)).toContain(designId);
	});

	test('Collection → Create waits by polling even set to Resume on Webhook (a tool call cannot pause the workflow), then Get Designs', async () => {
		const [collection] = await callTool(
			{
				resource: 'collection',
				operation: 'create',
				source: 'brief',
				name: 'Agent capsule',
				style: 'minimalist',
				brief: "={{ $fromAI('brief', 'The line in words', 'string') }}",
				count: 3,
				completion: 'resumeOnWebhook',
			},
			{ brief: 'city capsule in navy and white cotton' },
		);
		expect(collection).toMatchObject({
			id: expect.stringMatching(/^col_/),
			status: 'succeeded',
			request_counts: expect.objectContaining({ total: 3, succeeded: 3 }),
		});
		const endpoints = await fetch(`${service.url}/v1/webhook_endpoints`, {
			headers: { Authorization: `Bearer ${service.key}` },
		});
		expect(((await endpoints.json()) as { data: unknown[] }).data).toEqual([]);
		const designs = await callTool({
			resource: 'collection',
			operation: 'getDesigns',
			collectionId: String(collection.id),
			returnAll: true,
		});
		expect(designs).toHaveLength(3);
		for (const design of designs)
			expect(design).toMatchObject({
				collection_id: collection.id,
				image: { url: expect.stringMatching(IMAGE_URL) },
			});
	});

	test('Marketplace → Publish, Get, Get Many, Unpublish', async () => {
		const [published] = await callTool({
			resource: 'marketplace',
			operation: 'publish',
			designId,
			priceAmount: 4900,
			currency: 'USD',
		});
		publicationId = String(published.id);
		expect(published).toMatchObject({
			id: expect.stringMatching(/^pub_/),
			design_id: designId,
			url: expect.stringMatching(/\/marketplace\/pub_/),
		});
		const [got] = await callTool({ resource: 'marketplace', operation: 'get', publicationId });
		expect(got.id).toBe(publicationId);
		const many = await callTool({ resource: 'marketplace', operation: 'getAll', limit: 5 });
		expect(many.map((p) => p.id)).toContain(publicationId);
		const [withdrawn] = await callTool({
			resource: 'marketplace',
			operation: 'unpublish',
			publicationId,
		});
		expect(withdrawn).toMatchObject({ id: publicationId, status: 'withdrawn' });
	});

	test('Design → Create Variations, and Get Many filtered by Search and Parent Design', async () => {
		const variations = await callTool(
			{
				resource: 'design',
				operation: 'createVariations',
				designId,
				count: "={{ $fromAI('count', 'How many variations', 'number') }}",
				additionalFields: { palette: 'black, red' },
			},
			{ count: 2 },
		);
		expect(variations).toHaveLength(2);
		for (const variation of variations) {
			expect(variation).toMatchObject({
				id: expect.stringMatching(/^dsn_/),
				parent_id: designId,
				image: expect.objectContaining({ url: expect.stringMatching(IMAGE_URL) }),
			});
		}
		const found = await callTool({
			resource: 'design',
			operation: 'getAll',
			returnAll: true,
			filters: { q: 'leather jacket', parentId: designId },
		});
		expect(found.map((d) => d.id).sort()).toEqual(variations.map((d) => d.id).sort());
	});

	test('Account → Get', async () => {
		const [account] = await callTool({ resource: 'account', operation: 'get' });
		expect(account).toMatchObject({ object: 'account', id: expect.stringMatching(/^acct_/) });
	});

	test('Design → Delete', async () => {
		const [deleted] = await callTool({ resource: 'design', operation: 'delete', designId });
		expect(deleted).toEqual({ id: designId, object: 'design', deleted: true });
	});
});
