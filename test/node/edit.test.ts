/**
 * Design → Edit through real n8n-core, against a service with the contract's edit route
 * (test/harness/techpack-service.ts) and against services without it.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runNode, shutdownN8nCore } from '../harness/n8n';
import { callTool } from '../harness/n8n-tool';
import { PNG_BYTES, startTechPackService, type TechPackService } from '../harness/techpack-service';

let service: TechPackService;
let slow: TechPackService;

beforeAll(async () => {
	service = await startTechPackService();
	// Edits answer 201 with a pending design that succeeds on the third GET of it.
	slow = await startTechPackService({ editPendingPolls: 3 });
});

afterAll(async () => {
	await service?.close();
	await slow?.close();
	shutdownN8nCore();
});

const INSTRUCTION = 'make it navy with short sleeves';

const edit = (designId: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'design',
	operation: 'edit',
	designId,
	instruction: INSTRUCTION,
	...extra,
});

async function run(parameters: INodeParameters, on: TechPackService = service) {
	return await runNode({ parameters, credentials: on.credentials(), continueOnFail: true });
}

const editRequests = (on: TechPackService) => on.requests.filter((r) => r.url.endsWith('/edits'));

test('201 with a finished design: the new design, paired, from the instruction and seed sent once with an Idempotency-Key', async () => {
	const source = service.addDesign();
	const result = await run(
		edit(source.id, { instruction: `  ${INSTRUCTION} `, additionalFields: { seed: 42 } }),
	);
	expect(result.status).toBe('success');
	expect(result.items).toHaveLength(1);
	const [item] = result.items;
	expect(item.pairedItem).toEqual({ item: 0 });
	expect(item.binary).toBeUndefined();
	expect(item.json).toMatchObject({
		status: 'succeeded',
		parent_id: source.id,
		edit_instruction: INSTRUCTION,
		seed: 42,
	});
	expect(item.json.id).not.toBe(source.id);
	const [request] = editRequests(service).slice(-1);
	expect(request.url).toBe(`/v1/designs/${source.id}/edits`);
	expect(JSON.parse(request.body)).toEqual({ instruction: INSTRUCTION, seed: 42 });
	expect(request.headers['content-type']).toBe('application/json');
	expect(request.headers['idempotency-key']).toMatch(/^n8n-/);
});

test('a pending edit is polled until it has succeeded; with Wait for Completion off it is returned pending', async () => {
	const source = slow.addDesign();
	const waited = await run(edit(source.id, { options: { pollInterval: 0.1 } }), slow);
	expect(waited.items[0].json).toMatchObject({ status: 'succeeded', parent_id: source.id });
	const polls = slow.requests.filter((r) => r.url === `/v1/designs/${waited.items[0].json.id}`);
	expect(polls).toHaveLength(3);

	const pending = await run(edit(source.id, { waitForCompletion: false }), slow);
	expect(pending.items[0].json).toMatchObject({ status: 'pending', parent_id: source.id });
});

test('a pending edit that does not finish in time fails its item with the timeout hint', async () => {
	const never = await startTechPackService({ editPendingPolls: 1000 });
	try {
		const result = await run(
			edit(never.addDesign().id, { options: { pollInterval: 0.1, timeout: 1 } }),
			never,
		);
		expect(result.items[0].json).toMatchObject({
			error: expect.stringMatching(/still being generated after 1 seconds/),
		});
	} finally {
		await never.close();
	}
});

test('Download Image: waits for the edit and puts its image in the binary field, as Generate does', async () => {
	const source = slow.addDesign();
	const result = await run(
		edit(source.id, {
			waitForCompletion: false,
			downloadImage: true,
			imageFormat: 'png',
			binaryPropertyName: 'edited',
			options: { pollInterval: 0.1 },
		}),
		slow,
	);
	expect(result.status).toBe('success');
	const [item] = result.items;
	expect(item.json).toMatchObject({ status: 'succeeded', parent_id: source.id });
	const image = item.binary!.edited;
	expect(image.mimeType).toBe('image/png');
	expect(image.fileName).toBe(`${item.json.id}.png`);
	expect(Buffer.from(image.data, 'base64').equals(PNG_BYTES)).toBe(true);
	const [imageRequest] = slow.requests.filter((r) => r.url.includes('/image')).slice(-1);
	expect(imageRequest.url).toBe(`/v1/designs/${item.json.id}/image?format=png`);
});

test("422 instruction_not_understood: the service's detail of what it understood is the message, with how to rephrase", async () => {
	const source = service.addDesign();
	const result = await run(edit(source.id, { instruction: 'qwzx blorf' }));
	expect(result.items).toEqual([
		{
			json: expect.objectContaining({
				httpCode: '422',
				code: 'instruction_not_understood',
				error: expect.stringContaining("not understood: 'qwzx', 'blorf'"),
			}),
			pairedItem: { item: 0 },
		},
	]);
	expect(String(result.items[0].json.description)).toMatch(/^Rephrase the instruction/);
});

test('409 design_not_ready for a pending source, 404 for an unknown one', async () => {
	const pending = service.addDesign('pending');
	const notReady = await run(edit(pending.id));
	expect(notReady.items[0].json).toMatchObject({ httpCode: '409', code: 'design_not_ready' });
	const unknown = await run(edit('dsn_doesnotexist0000000000'));
	expect(unknown.items[0].json).toMatchObject({ httpCode: '404', code: 'design_not_found' });
});

test('an empty instruction fails its item before any request', async () => {
	const before = service.requests.length;
	const result = await run(edit(service.addDesign().id, { instruction: '   ' }));
	expect(result.items[0].json).toMatchObject({ error: 'The Instruction is empty' });
	expect(service.requests.length).toBe(before);
});

test.each([
	['not_found', 404],
	['plain_404', 404],
	['405', 405],
] as const)(
	'a service without the route (%s): "This service does not offer edits"',
	async (missingRoutes, status) => {
		const without = await startTechPackService({ missingRoutes });
		try {
			const result = await run(edit(without.addDesign().id), without);
			expect(result.items[0].json).toMatchObject({
				error: 'This service does not offer edits',
				httpCode: String(status),
			});
			expect(String(result.items[0].json.description)).toContain('Create Variations');
		} finally {
			await without.close();
		}
	},
);

test("as an AI Agent's tool, Download Image answers with the edit's image URL, no file", async () => {
	const source = service.addDesign();
	const answer = await callTool(
		service.credentials(),
		edit(source.id, {
			instruction: "={{ $fromAI('instruction', 'The change in plain words', 'string') }}",
			downloadImage: true,
		}),
		{ instruction: INSTRUCTION },
	);
	expect(answer).toEqual([
		expect.objectContaining({
			parent_id: source.id,
			edit_instruction: INSTRUCTION,
			image: expect.objectContaining({
				url: expect.stringMatching(/\/v1\/designs\/dsn_\w+\/image$/),
			}) as IDataObject,
		}),
	]);
	expect(service.requests.filter((r) => r.url.includes('/image'))).toHaveLength(0);
});
