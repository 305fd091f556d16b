/**
 * Design → Get Tech Pack through real n8n-core, against a service with the contract's tech pack
 * route (test/harness/techpack-service.ts) and against services without it.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runNode, shutdownN8nCore } from '../harness/n8n';
import { callTool, invokeTool } from '../harness/n8n-tool';
import { startTechPackService, type TechPackService } from '../harness/techpack-service';
import { fileNameOf } from '../../nodes/DesignGenerator/transport/files';

let service: TechPackService;

beforeAll(async () => {
	service = await startTechPackService();
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

const techPack = (designId: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'design',
	operation: 'getTechPack',
	designId,
	...extra,
});

async function run(parameters: INodeParameters, on: TechPackService = service) {
	return await runNode({ parameters, credentials: on.credentials(), continueOnFail: true });
}

/** The requests a test made to the tech pack route, as URLs. */
const techPackRequests = (on: TechPackService) =>
	on.requests.filter((r) => r.url.includes('/techpack')).map((r) => new URL(r.url, on.url));

test('JSON: one item, the tech pack as the service answered it, in the unit and sizes asked for', async () => {
	const design = service.addDesign();
	const result = await run(techPack(design.id, { unit: 'in', sizes: 'numeric' }));
	expect(result.status).toBe('success');
	expect(result.items).toEqual([
		{ json: service.techPackOf(design.id, 'in', 'numeric'), pairedItem: { item: 0 } },
	]);
	const [url] = techPackRequests(service).slice(-1);
	expect(url.pathname).toBe(`/v1/designs/${design.id}/techpack`);
	expect(Object.fromEntries(url.searchParams)).toEqual({ unit: 'in', sizes: 'numeric' });
});

test('JSON by default asks for centimetres and letter sizes', async () => {
	const design = service.addDesign();
	const result = await run(techPack(design.id));
	expect(result.items[0].json).toMatchObject({ unit: 'cm', sizes: ['XS', 'S', 'M', 'L', 'XL'] });
	const [url] = techPackRequests(service).slice(-1);
	expect(Object.fromEntries(url.searchParams)).toEqual({ unit: 'cm', sizes: 'alpha' });
});

test('PDF: binary application/pdf named <style_number>.pdf, every byte intact, in the field asked for', async () => {
	const design = service.addDesign();
	const before = service.requests.length;
	const result = await run(
		techPack(design.id, { output: 'pdf', unit: 'in', binaryPropertyName: 'techpack' }),
	);
	expect(result.status).toBe('success');
	const [item] = result.items;
	const styleNumber = service.techPackOf(design.id).style_number as string;
	const pdf = item.binary!.techpack;
	expect(pdf.mimeType).toBe('application/pdf');
	expect(pdf.fileName).toBe(`${styleNumber}.pdf`);
	expect(pdf.fileExtension).toBe('pdf');
	expect(Buffer.from(pdf.data, 'base64').equals(service.pdfOf(design.id))).toBe(true);
	expect(item.pairedItem).toEqual({ item: 0 });
	expect(item.json).toEqual({
		design_id: design.id,
		style_number: styleNumber,
		format: 'pdf',
		mime_type: 'application/pdf',
		file_name: `${styleNumber}.pdf`,
		unit: 'in',
		sizes: 'alpha',
		pdf_url: `${service.url}/v1/designs/${design.id}/techpack?format=pdf&unit=in&sizes=alpha`,
	});
	// One request: the file name comes with the PDF.
	const made = service.requests.slice(before);
	expect(made).toHaveLength(1);
	expect(made[0].headers.accept).toMatch(/^application\/pdf\b/);
	expect(Object.fromEntries(new URL(made[0].url, service.url).searchParams)).toEqual({
		unit: 'in',
		sizes: 'alpha',
		format: 'pdf',
	});
});

test('PDF from a service that names no file: the style number comes from the JSON tech pack', async () => {
	const nameless = await startTechPackService({ pdfWithoutFileName: true });
	try {
		const design = nameless.addDesign();
		const result = await run(techPack(design.id, { output: 'pdf' }), nameless);
		const styleNumber = nameless.techPackOf(design.id).style_number;
		expect(result.items[0].binary!.data.fileName).toBe(`${styleNumber}.pdf`);
		expect(
			Buffer.from(result.items[0].binary!.data.data, 'base64').equals(nameless.pdfOf(design.id)),
		).toBe(true);
		expect(techPackRequests(nameless).map((url) => url.searchParams.get('format'))).toEqual([
			'pdf',
			null,
		]);
	} finally {
		await nameless.close();
	}
});

describe.each([
	["the reference contract's 404 not_found", 'not_found'],
	['a plain 404 page', 'plain_404'],
	['405', '405'],
] as const)('a service without the route (%s)', (_label, missingRoutes) => {
	let without: TechPackService;

	beforeAll(async () => {
		without = await startTechPackService({ missingRoutes });
	});

	afterAll(async () => {
		await without?.close();
	});

	test.each(['json', 'pdf'])(
		'Output %s: "This service does not offer tech packs"',
		async (output) => {
			const design = without.addDesign();
			const result = await run(techPack(design.id, { output }), without);
			expect(result.items).toEqual([
				{
					json: expect.objectContaining({ error: 'This service does not offer tech packs' }),
					pairedItem: { item: 0 },
				},
			]);
			expect(String(result.items[0].json.description)).toContain('Design → Get gives');
		},
	);

	test("an unknown design there: a 404 is the design's own (GET /designs/:id says so), a 405 the route's", async () => {
		const result = await run(techPack('dsn_unknown00000000000000'), without);
		expect(result.items[0].json).toMatchObject(
			missingRoutes === '405'
				? { httpCode: '405', error: 'This service does not offer tech packs' }
				: { httpCode: '404', code: 'design_not_found' },
		);
	});
});

test("the route's own 404 design_not_found is the item's error, with no second request", async () => {
	const before = service.requests.length;
	const result = await run(techPack('dsn_doesnotexist0000000000', { output: 'pdf' }));
	expect(result.items[0].json).toMatchObject({ httpCode: '404', code: 'design_not_found' });
	expect(String(result.items[0].json.description)).toContain('Check the design ID');
	expect(service.requests.length - before).toBe(1);
});

test('Continue On Fail: a failed or pending design is an error item paired with its input; the others go on', async () => {
	const good = service.addDesign();
	const failed = service.addDesign('failed');
	const pending = service.addDesign('pending');
	const result = await runNode({
		parameters: techPack('={{ $json.id }}', { output: 'pdf' }),
		items: [{ json: { id: good.id } }, { json: { id: failed.id } }, { json: { id: pending.id } }],
		credentials: service.credentials(),
		continueOnFail: true,
	});
	expect(result.status).toBe('success');
	expect(result.items.map((item) => item.pairedItem)).toEqual([
		{ item: 0 },
		{ item: 1 },
		{ item: 2 },
	]);
	expect(result.items[0].binary!.data.mimeType).toBe('application/pdf');
	expect(result.items[1]).toEqual({
		json: expect.objectContaining({ httpCode: '409', code: 'design_failed' }),
		pairedItem: { item: 1 },
	});
	expect(String(result.items[1].json.description)).toContain('generate it again');
	expect(result.items[2].json).toMatchObject({ httpCode: '409', code: 'design_not_ready' });
});

test('without Continue On Fail the error stops the node, naming the item', async () => {
	const failed = service.addDesign('failed');
	const result = await runNode({
		parameters: techPack(failed.id),
		credentials: service.credentials(),
	});
	expect(result.status).toBe('error');
	expect(result.error).toMatchObject({ httpCode: '409', context: { itemIndex: 0 } });
});

describe("as an AI Agent's tool", () => {
	test("PDF answers with the PDF's URL and the flats' URLs, no file", async () => {
		const design = service.addDesign();
		const answer = await callTool(
			service.credentials(),
			techPack("={{ $fromAI('designId', 'The design id', 'string') }}", {
				output: 'pdf',
				sizes: 'numeric',
			}),
			{ designId: design.id },
		);
		const styleNumber = service.techPackOf(design.id).style_number;
		expect(answer).toEqual([
			{
				design_id: design.id,
				style_number: styleNumber,
				title: 'White Cotton Shirt',
				format: 'pdf',
				mime_type: 'application/pdf',
				file_name: `${styleNumber}.pdf`,
				unit: 'cm',
				sizes: 'numeric',
				pdf_url: `${service.url}/v1/designs/${design.id}/techpack?format=pdf&unit=cm&sizes=numeric`,
				flats: service.techPackOf(design.id).flats as IDataObject,
			},
		]);
		// The URL opens with the API key and gives the PDF the node would have downloaded.
		const opened = await fetch(String(answer[0].pdf_url), {
			headers: { Authorization: `Bearer ${service.credentials().apiKey}` },
		});
		expect(opened.headers.get('content-type')).toBe('application/pdf');
		expect(Buffer.from(await opened.arrayBuffer()).equals(service.pdfOf(design.id))).toBe(true);
	});

	test('JSON answers with the tech pack itself', async () => {
		const design = service.addDesign();
		const answer = await callTool(service.credentials(), techPack(design.id));
		expect(answer).toEqual([service.techPackOf(design.id)]);
	});

	test("a design that has no tech pack is the tool's error, not a link that fails later", async () => {
		const pending = service.addDesign('pending');
		const before = techPackRequests(service).length;
		// n8n-core hands the error to the Agent, which gives the model its message.
		await expect(
			invokeTool(service.credentials(), techPack(pending.id, { output: 'pdf' })),
		).rejects.toThrow(/still being generated/);
		expect(techPackRequests(service).length - before).toBe(1);
	});
});

describe('the file name of a Content-Disposition header', () => {
	test.each([
		['inline; filename="DG-4F8Q2.pdf"', 'DG-4F8Q2.pdf'],
		['attachment; filename=DG-1.pdf', 'DG-1.pdf'],
		[
			'inline; filename="fallback.pdf"; filename*=UTF-8\'\'Kollektion%20%C3%84.pdf',
			'Kollektion Ä.pdf',
		],
		['inline; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
		['inline; filename="../../etc/passwd"', 'passwd'],
		['inline; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
		['inline; filename="bell\u0007.pdf"', 'bell.pdf'],
		['inline; filename=".."', undefined],
		['inline', undefined],
		['', undefined],
	])('%j → %j', (header, name) => {
		expect(fileNameOf({ 'content-disposition': header })).toBe(name);
	});
});
