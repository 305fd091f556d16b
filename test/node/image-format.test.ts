/**
 * Image Format: version 1.1 of the node downloads PNG unless told otherwise (n8n previews PNG, and
 * offers SVG only as a download); a version 1 node keeps SVG. SVG stays one
 * choice away in both.
 */
import type { INodeParameters } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';
import { runNode, shutdownN8nCore } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';

let service: TestService;
let designId: string;

beforeAll(async () => {
	service = await startTestService();
	const generated = await runNode({
		parameters: { resource: 'design', operation: 'generate', prompt: 'a parka', style: 'classic' },
		credentials: service.credentials(),
	});
	designId = generated.items[0].json.id as string;
});

afterAll(async () => {
	await service?.close();
	shutdownN8nCore();
});

async function downloaded(typeVersion: number, parameters: INodeParameters) {
	const result = await runNode({
		parameters,
		credentials: service.credentials(),
		nodeSettings: { typeVersion },
	});
	expect(result.error).toBeUndefined();
	const binary = result.items[0].binary!.data;
	return { mimeType: binary.mimeType, fileName: binary.fileName };
}

const generate = (extra: INodeParameters = {}) => ({
	resource: 'design',
	operation: 'generate',
	prompt: 'a denim jacket',
	style: 'streetwear',
	downloadImage: true,
	...extra,
});
const download = (extra: INodeParameters = {}) => ({
	resource: 'design',
	operation: 'downloadImage',
	designId,
	...extra,
});

describe.each([
	['Generate with Download Image', generate],
	['Download Image', download],
])('%s', (_label, parameters) => {
	test('a new node (version 1.1) downloads PNG by default', async () => {
		expect(await downloaded(1.1, parameters())).toEqual({
			mimeType: 'image/png',
			fileName: expect.stringMatching(/\.png$/),
		});
	});

	test('SVG is the other choice', async () => {
		expect(await downloaded(1.1, parameters({ imageFormat: 'svg' }))).toEqual({
			mimeType: 'image/svg+xml',
			fileName: expect.stringMatching(/\.svg$/),
		});
	});

	test('a version 1 node keeps SVG, the default it was saved with', async () => {
		expect((await downloaded(1, parameters())).mimeType).toBe('image/svg+xml');
		expect((await downloaded(1, parameters({ imageFormat: 'png' }))).mimeType).toBe('image/png');
	});
});

test('new nodes are version 1.1, whose Image Format lists PNG first and defaults to it', () => {
	const { description } = new DesignGenerator();
	expect(description.version).toEqual([1, 1.1]);
	expect(description.defaultVersion).toBe(1.1);
	const formats = description.properties.filter((p) => p.name === 'imageFormat');
	// Generate's, Download Image's and Edit's, each for version 1 and for 1.1 and later.
	expect(
		formats.map((p) => [
			p.displayOptions?.show?.operation,
			p.default,
			p.displayOptions?.show?.['@version'],
		]),
	).toEqual(
		['generate', 'downloadImage', 'edit'].flatMap((operation) => [
			[[operation], 'svg', [1]],
			[[operation], 'png', [{ _cnd: { gte: 1.1 } }]],
		]),
	);
	for (const format of formats) {
		expect(format.options?.map((o) => ('value' in o ? o.value : undefined))).toEqual([
			'png',
			'svg',
		]);
	}
});
