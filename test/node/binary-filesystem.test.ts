/**
 * Download Image and Get Tech Pack's PDF with n8n's filesystem binary-data mode (2.x's default):
 * the file is stored by n8n's BinaryDataService and reads back byte for byte. Its own test file,
 * since the service is a process-wide singleton.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';

import { runNode, shutdownN8nCore } from '../harness/n8n';
import { startTestService, type TestService } from '../harness/reference-server';
import { startTechPackService, type TechPackService } from '../harness/techpack-service';

let service: TestService;
let techPacks: TechPackService;

beforeAll(async () => {
	process.env.N8N_DEFAULT_BINARY_DATA_MODE = 'filesystem';
	process.env.N8N_BINARY_DATA_STORAGE_PATH = mkdtempSync(join(tmpdir(), 'dg-binary-'));
	await Container.get(BinaryDataService).init();
	service = await startTestService();
	techPacks = await startTechPackService();
});

afterAll(async () => {
	delete process.env.N8N_DEFAULT_BINARY_DATA_MODE;
	delete process.env.N8N_BINARY_DATA_STORAGE_PATH;
	await service?.close();
	await techPacks?.close();
	shutdownN8nCore();
});

test.each(['svg', 'png'])(
	'a %s image is stored as a file and reads back intact',
	async (format) => {
		const generated = await runNode({
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'quilted gilet',
				style: 'classic',
			},
			credentials: service.credentials(),
		});
		const designId = generated.items[0].json.id as string;
		const result = await runNode({
			parameters: { resource: 'design', operation: 'downloadImage', designId, imageFormat: format },
			credentials: service.credentials(),
		});
		expect(result.status).toBe('success');
		const binary = result.items[0].binary!.data;
		expect(binary.id).toMatch(/^filesystem(-v2)?:/);
		expect(binary.mimeType).toBe(format === 'svg' ? 'image/svg+xml' : 'image/png');

		const stored = await Container.get(BinaryDataService).getAsBuffer(binary);
		const direct = await fetch(`${service.url}/v1/designs/${designId}/image?format=${format}`, {
			headers: { Authorization: `Bearer ${service.key}` },
		});
		expect(stored.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
	},
);

test("a tech pack's PDF is stored as a file and reads back intact", async () => {
	const design = techPacks.addDesign();
	const result = await runNode({
		parameters: {
			resource: 'design',
			operation: 'getTechPack',
			designId: design.id,
			output: 'pdf',
		},
		credentials: techPacks.credentials(),
	});
	expect(result.status).toBe('success');
	const binary = result.items[0].binary!.data;
	expect(binary.id).toMatch(/^filesystem(-v2)?:/);
	expect(binary.mimeType).toBe('application/pdf');
	expect(binary.fileName).toBe(`${String(techPacks.techPackOf(design.id).style_number)}.pdf`);
	const stored = await Container.get(BinaryDataService).getAsBuffer(binary);
	expect(stored.equals(techPacks.pdfOf(design.id))).toBe(true);
});
