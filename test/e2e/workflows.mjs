// The node's own workflows the e2e runs in real n8n, each with the assertions on its run data.
// Built in code so the node's parameters live in one place; `run.mjs` writes them to JSON,
// imports them with `n8n import:workflow` and runs them with `n8n execute --id … --rawOutput`.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EXAMPLE_CHECKS } from './examples.mjs';
import {
	CLOSED_PORT_URL,
	CREDENTIALS,
	CREDENTIAL_TYPE,
	TOOL_NODE_TYPE,
	assertSucceeded,
	linearWorkflow,
	out,
	single,
} from './workflow-kit.mjs';

const PROMPT = 'navy striped oversized hoodie in organic cotton with a kangaroo pocket';
const SEED = 1234567;
const firstDesignId = "={{ $('Generate').first().json.id }}";

/** The five operations of the brief (generate → get many → get → publish → delete) plus Download Image. */
const lifecycle = {
	title: 'design lifecycle: generate → get many → get → download image → publish → delete',
	workflow: linearWorkflow('Lifecycle', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: PROMPT,
				style: 'streetwear',
				additionalFields: { seed: SEED },
			},
		},
		{
			name: 'Get Many',
			parameters: {
				resource: 'design',
				operation: 'getAll',
				returnAll: true,
				filters: { style: 'streetwear' },
			},
		},
		{
			name: 'Get',
			executeOnce: true,
			parameters: { resource: 'design', operation: 'get', designId: firstDesignId },
		},
		{
			name: 'Download Image',
			parameters: {
				resource: 'design',
				operation: 'downloadImage',
				designId: '={{ $json.id }}',
				imageFormat: 'png',
				binaryPropertyName: 'image',
			},
		},
		{
			name: 'Publish',
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: '={{ $json.design_id }}',
				priceAmount: 2500,
				currency: 'eur',
				additionalFields: {
					tags: 'hoodie, streetwear, navy',
					description: 'Published by the e2e test',
				},
			},
		},
		{
			name: 'Delete',
			parameters: { resource: 'design', operation: 'delete', designId: '={{ $json.design_id }}' },
		},
		{
			name: 'Publication After Delete',
			parameters: {
				resource: 'marketplace',
				operation: 'get',
				publicationId: "={{ $('Publish').first().json.id }}",
			},
		},
		{
			// A 404 must reach the workflow as an error item (continue on fail), not crash it.
			name: 'Get Deleted',
			onError: 'continueRegularOutput',
			parameters: { resource: 'design', operation: 'get', designId: firstDesignId },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const design = single(run, 'Generate').json;
		assert.match(design.id, /^dsn_[A-Za-z0-9]{20,}$/);
		assert.equal(design.object, 'design');
		assert.equal(design.status, 'succeeded');
		assert.equal(design.style, 'streetwear');
		assert.equal(design.seed, SEED);
		assert.equal(design.prompt, PROMPT);
		assert.equal(design.garment, 'hoodie', `garment read from the prompt: ${design.garment}`);
		assert.ok(
			design.colors?.some((c) => c.name === 'navy'),
			`navy among the colours: ${JSON.stringify(design.colors)}`,
		);
		assert.match(design.image?.url ?? '', new RegExp(`/v1/designs/${design.id}/image$`));

		const listed = out(run, 'Get Many').map((i) => i.json);
		assert.ok(
			listed.some((d) => d.id === design.id),
			'Get Many lists the generated design',
		);
		assert.ok(
			listed.every((d) => d.style === 'streetwear'),
			'Get Many applies the style filter',
		);

		const fetched = single(run, 'Get').json;
		assert.equal(fetched.id, design.id);
		assert.equal(fetched.title, design.title);

		const image = single(run, 'Download Image');
		assert.equal(image.json.design_id, design.id);
		assert.equal(image.json.mime_type, 'image/png');
		const binary = image.binary?.image;
		assert.ok(binary, 'Download Image puts the file in the "image" binary field');
		assert.equal(binary.mimeType, 'image/png');
		assert.equal(binary.fileName, `${design.id}.png`);
		// 1.x reports `fileSize` ("12.3 kB"), 2.x also `bytes`; inline data (1.x default mode) is base64.
		if (binary.data && binary.data !== 'filesystem-v2' && !binary.id) {
			assert.ok(
				Buffer.from(binary.data, 'base64')
					.subarray(0, 8)
					.equals(Buffer.from('89504e470d0a1a0a', 'hex')),
				'PNG signature',
			);
		}
		if (binary.bytes !== undefined) assert.ok(binary.bytes > 1000, `PNG size ${binary.bytes}`);

		const publication = single(run, 'Publish').json;
		assert.match(publication.id, /^pub_[A-Za-z0-9]{20,}$/);
		assert.equal(publication.object, 'publication');
		assert.equal(publication.design_id, design.id);
		assert.equal(publication.status, 'published');
		assert.deepEqual(publication.price, { amount: 2500, currency: 'EUR' });
		assert.deepEqual(publication.tags, ['hoodie', 'streetwear', 'navy']);
		assert.equal(publication.visibility, 'public');
		assert.equal(publication.title, design.title);
		assert.match(publication.url, new RegExp(`/marketplace/${publication.id}$`));

		assert.deepEqual(single(run, 'Delete').json, {
			id: design.id,
			object: 'design',
			deleted: true,
		});

		const withdrawn = single(run, 'Publication After Delete').json;
		assert.equal(withdrawn.id, publication.id);
		assert.equal(
			withdrawn.status,
			'withdrawn',
			'deleting a published design withdraws its publication',
		);

		const gone = single(run, 'Get Deleted').json;
		assert.ok(gone.error, `Get after Delete gives an error item: ${JSON.stringify(gone)}`);
		assert.match(JSON.stringify(gone), /404|not found|design_not_found/i);
	},
};

/** Generate with the image in one step, then the marketplace's own operations. */
const marketplace = {
	title: 'marketplace: generate with image → publish → get many → unpublish',
	workflow: linearWorkflow('Marketplace', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'ivory linen midi dress with floral embroidery',
				style: 'bohemian',
				downloadImage: true,
				imageFormat: 'svg',
				binaryPropertyName: 'data',
			},
		},
		{
			name: 'Publish',
			parameters: {
				resource: 'marketplace',
				operation: 'publish',
				designId: '={{ $json.id }}',
				priceAmount: 12900,
				currency: 'USD',
				additionalFields: { title: 'Boho Midi Dress', visibility: 'unlisted' },
			},
		},
		{
			name: 'Get Many Publications',
			parameters: {
				resource: 'marketplace',
				operation: 'getAll',
				returnAll: false,
				limit: 5,
				filters: { designId: '={{ $json.design_id }}', status: 'published' },
			},
		},
		{
			name: 'Unpublish',
			parameters: {
				resource: 'marketplace',
				operation: 'unpublish',
				publicationId: '={{ $json.id }}',
			},
		},
		{
			name: 'Design After Unpublish',
			parameters: { resource: 'design', operation: 'get', designId: '={{ $json.design_id }}' },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const generated = single(run, 'Generate');
		const design = generated.json;
		assert.equal(design.status, 'succeeded');
		assert.equal(design.style, 'bohemian');
		assert.equal(generated.binary?.data?.mimeType, 'image/svg+xml');
		assert.equal(generated.binary?.data?.fileName, `${design.id}.svg`);
		const publication = single(run, 'Publish').json;
		assert.equal(publication.design_id, design.id);
		assert.equal(publication.title, 'Boho Midi Dress');
		assert.equal(publication.visibility, 'unlisted');
		assert.deepEqual(publication.price, { amount: 12900, currency: 'USD' });
		const listed = out(run, 'Get Many Publications').map((i) => i.json);
		assert.deepEqual(
			listed.map((p) => p.id),
			[publication.id],
		);
		const withdrawn = single(run, 'Unpublish').json;
		assert.equal(withdrawn.id, publication.id);
		assert.equal(withdrawn.status, 'withdrawn');
		assert.ok(withdrawn.withdrawn_at, 'withdrawn_at is set');
		assert.equal(single(run, 'Design After Unpublish').json.publication, null);
	},
};

const EDIT_INSTRUCTION = 'make it navy with short sleeves';
const editedId = "={{ $('Edit').first().json.id }}";

/** n8n's Crypto node: the SHA-256 of a binary field, read through n8n's binary data service. */
const sha256Of = (name, field) => ({
	name,
	type: 'n8n-nodes-base.crypto',
	typeVersion: 1,
	parameters: {
		action: 'hash',
		type: 'SHA256',
		binaryData: true,
		binaryPropertyName: field,
		dataPropertyName: 'sha256',
		encoding: 'hex',
	},
});

/** n8n's HTTP Request with the node's credential: the same file fetched by n8n, not by the node. */
const fetchedByN8n = (name, url, field) => ({
	name,
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	credential: 'good',
	parameters: {
		method: 'GET',
		url,
		authentication: 'predefinedCredentialType',
		nodeCredentialType: CREDENTIAL_TYPE,
		options: { response: { response: { responseFormat: 'file', outputPropertyName: field } } },
	},
});

/** The bytes of an inline binary entry (n8n's in-memory mode); undefined when stored elsewhere. */
function inlineBytes(binary) {
	if (!binary?.data || binary.id || String(binary.data).startsWith('filesystem')) return undefined;
	return Buffer.from(binary.data, 'base64');
}

/**
 * Edit and Get Tech Pack. Each file the node hands on is hashed by n8n's Crypto node (which reads
 * it back through n8n's binary data service, wherever this mode keeps it) and compared with the
 * hash of the same file fetched by n8n's HTTP Request: equal hashes mean every byte arrived.
 */
const techPackAndEdit = {
	title:
		'edit → tech pack: generate → edit (image) → tech pack JSON → tech pack PDF, each file byte for byte; an instruction not understood',
	workflow: linearWorkflow('TechPackEdit', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'white cotton oxford shirt with long sleeves and a chest pocket',
				style: 'classic',
				additionalFields: { seed: SEED },
			},
		},
		{
			name: 'Edit',
			parameters: {
				resource: 'design',
				operation: 'edit',
				designId: '={{ $json.id }}',
				instruction: EDIT_INSTRUCTION,
				downloadImage: true,
				imageFormat: 'png',
				binaryPropertyName: 'image',
			},
		},
		sha256Of('Hash Edit Image', 'image'),
		fetchedByN8n(
			'Edit Image By n8n',
			"={{ $('Edit').first().json.image.url + '?format=png' }}",
			'direct',
		),
		sha256Of('Hash Edit Image By n8n', 'direct'),
		{
			name: 'Source After Edit',
			parameters: { resource: 'design', operation: 'get', designId: firstDesignId },
		},
		{
			name: 'Tech Pack JSON',
			parameters: {
				resource: 'design',
				operation: 'getTechPack',
				designId: editedId,
				output: 'json',
				unit: 'in',
				sizes: 'numeric',
			},
		},
		{
			name: 'Tech Pack PDF',
			parameters: {
				resource: 'design',
				operation: 'getTechPack',
				designId: editedId,
				output: 'pdf',
				binaryPropertyName: 'techpack',
			},
		},
		sha256Of('Hash Tech Pack PDF', 'techpack'),
		fetchedByN8n(
			'Tech Pack PDF By n8n',
			"={{ $('Tech Pack PDF').first().json.pdf_url }}",
			'direct',
		),
		sha256Of('Hash Tech Pack PDF By n8n', 'direct'),
		{
			// An error item (continue on fail) with the service's code, not a crashed workflow.
			name: 'Edit Not Understood',
			onError: 'continueRegularOutput',
			parameters: {
				resource: 'design',
				operation: 'edit',
				designId: firstDesignId,
				instruction: 'qwzx blorf vrrnt',
			},
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const source = single(run, 'Generate').json;
		const edit = single(run, 'Edit');
		const edited = edit.json;
		assert.match(edited.id, /^dsn_[A-Za-z0-9]{20,}$/);
		assert.notEqual(edited.id, source.id, 'an edit is a new design');
		assert.equal(edited.status, 'succeeded');
		assert.equal(edited.parent_id, source.id);
		assert.equal(edited.edit_instruction, EDIT_INSTRUCTION);
		assert.equal(edited.garment, source.garment, 'what the instruction does not name stays');
		assert.ok(
			edited.colors?.some((c) => c.name === 'navy'),
			`navy among the edit's colours: ${JSON.stringify(edited.colors)}`,
		);
		assert.ok(
			edited.details?.includes('short-sleeves'),
			`short-sleeves among the edit's details: ${JSON.stringify(edited.details)}`,
		);
		const after = single(run, 'Source After Edit').json;
		assert.deepEqual(
			[after.colors, after.details, after.updated_at],
			[source.colors, source.details, source.updated_at],
			'the source is unchanged',
		);

		const image = edit.binary?.image;
		assert.ok(image, 'Edit with Download Image puts the file in the "image" binary field');
		assert.equal(image.mimeType, 'image/png');
		assert.equal(image.fileName, `${edited.id}.png`);
		const imageBytes = inlineBytes(image);
		if (imageBytes)
			assert.ok(imageBytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')));
		const imageHash = single(run, 'Hash Edit Image').json.sha256;
		assert.match(imageHash, /^[0-9a-f]{64}$/);
		assert.equal(
			imageHash,
			single(run, 'Hash Edit Image By n8n').json.sha256,
			"the edit's PNG is the service's, byte for byte",
		);

		const techPack = single(run, 'Tech Pack JSON').json;
		assert.equal(techPack.object, 'techpack');
		assert.equal(techPack.design_id, edited.id);
		assert.equal(techPack.unit, 'in');
		assert.ok(
			techPack.sizes?.length > 0 && techPack.sizes.every((size) => /^\d+$/.test(size)),
			`numeric sizes: ${JSON.stringify(techPack.sizes)}`,
		);
		assert.match(techPack.style_number ?? '', /\S/);
		assert.ok(techPack.points_of_measure?.length >= 5, 'at least 5 points of measure');
		assert.match(techPack.flats?.front ?? '', /^https?:\/\//);
		assert.match(techPack.flats?.back ?? '', /^https?:\/\//);

		const pdfItem = single(run, 'Tech Pack PDF');
		const fileName = `${techPack.style_number}.pdf`;
		assert.equal(pdfItem.json.design_id, edited.id);
		assert.equal(pdfItem.json.style_number, techPack.style_number);
		assert.equal(pdfItem.json.file_name, fileName);
		assert.equal(pdfItem.json.mime_type, 'application/pdf');
		assert.match(
			pdfItem.json.pdf_url,
			new RegExp(`/v1/designs/${edited.id}/techpack\\?format=pdf&unit=cm&sizes=alpha$`),
		);
		const pdf = pdfItem.binary?.techpack;
		assert.ok(pdf, 'Get Tech Pack puts the PDF in the "techpack" binary field');
		assert.equal(pdf.mimeType, 'application/pdf');
		assert.equal(pdf.fileName, fileName);
		const pdfBytes = inlineBytes(pdf);
		if (pdfBytes) assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-');
		// 1.x reports `fileSize` ("12.3 kB"), 2.x also `bytes`.
		if (pdf.bytes !== undefined) assert.ok(pdf.bytes > 1000, `PDF size ${pdf.bytes}`);
		const pdfHash = single(run, 'Hash Tech Pack PDF').json.sha256;
		assert.match(pdfHash, /^[0-9a-f]{64}$/);
		assert.equal(
			single(run, 'Tech Pack PDF By n8n').binary?.direct?.mimeType,
			'application/pdf',
			'the PDF URL gives a PDF',
		);
		assert.equal(
			pdfHash,
			single(run, 'Hash Tech Pack PDF By n8n').json.sha256,
			'the tech pack PDF is the service’s, byte for byte',
		);

		const refused = single(run, 'Edit Not Understood').json;
		assert.equal(refused.httpCode, '422', JSON.stringify(refused));
		assert.equal(refused.code, 'instruction_not_understood');
		assert.match(refused.error, /\w{4,}/, 'the service’s detail is the message');
		assert.match(refused.description, /^Rephrase the instruction/);
	},
};

/** A revoked key: the execution fails, and n8n shows the node's message about the key. */
const revokedKey = {
	title: 'a revoked API key fails the execution with an actionable message',
	workflow: linearWorkflow('RevokedKey', [
		{
			name: 'Generate',
			credential: 'revoked',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'black leather jacket',
				style: 'grunge',
			},
		},
	]),
	assert(run) {
		assert.equal(run?.status, 'error', `execution status is ${run?.status}, expected error`);
		const task = run.data.resultData.runData?.Generate?.[0];
		assert.ok(task?.error, 'the Generate node reports an error');
		const text = `${task.error.message} ${task.error.description ?? ''} ${task.error.httpCode ?? ''}`;
		assert.match(text, /401|unauthenticated|key/i, `error text: ${text}`);
	},
};

/**
 * What a node added today (type version 1.1) does with defaults: a style typed by its name is
 * accepted, and Download Image gives a PNG (n8n previews PNG, not SVG) unless told otherwise.
 */
const newNodeDefaults = {
	title: 'a new node (version 1.1): a style typed by its name, and PNG images by default',
	workflow: linearWorkflow('NewNodeDefaults', [
		{
			name: 'Generate',
			typeVersion: 1.1,
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'asymmetric black wool coat',
				style: '={{ "Avant Garde" }}',
				downloadImage: true,
			},
		},
		{
			name: 'Download Image',
			typeVersion: 1.1,
			parameters: { resource: 'design', operation: 'downloadImage', designId: '={{ $json.id }}' },
		},
	]),
	assert(run) {
		assertSucceeded(run);
		const generated = single(run, 'Generate');
		assert.equal(generated.json.style, 'avant-garde');
		assert.equal(generated.binary?.data?.mimeType, 'image/png');
		const downloaded = single(run, 'Download Image');
		assert.equal(downloaded.json.format, 'png');
		assert.equal(downloaded.binary?.data?.mimeType, 'image/png');
	},
};

/** A service that is not running: the error names the address and says what to check. */
const unreachable = {
	title: 'a service that is not running: the error names its address and what to check',
	workflow: linearWorkflow('Unreachable', [
		{
			name: 'Get',
			credential: 'unreachable',
			parameters: {
				resource: 'design',
				operation: 'get',
				designId: 'dsn_e2e0000000000000000000',
				requestOptions: { maxTries: 1 },
			},
		},
	]),
	assert(run) {
		assert.equal(run?.status, 'error', `execution status is ${run?.status}, expected error`);
		const error = run.data.resultData.runData?.Get?.[0]?.error;
		assert.ok(error, 'the Get node reports an error');
		assert.equal(
			error.message,
			`Nothing is listening at ${CLOSED_PORT_URL}: the connection was refused`,
		);
		assert.match(error.description, /^Start the Design Generation Service there/);
		assert.ok(!error.description.includes(error.message), 'the description repeats the message');
	},
};

/**
 * The node as an AI tool: n8n derives `designGeneratorTool` from `usableAsTool`. An AI Agent
 * needs a chat model (a network service), so n8n's own Tool Executor calls the tool instead,
 * with the arguments a model would give through `$fromAI`.
 */
const TOOL_ARGS = {
	prompt: 'white minimalist linen shirt with a hidden placket',
	style: 'minimalist',
};
const aiTool = (() => {
	const workflow = linearWorkflow('AiTool', [
		{
			name: 'Tool Executor',
			type: '@n8n/n8n-nodes-langchain.toolExecutor',
			parameters: {
				// 1.x passes the whole query to the tool; 2.x takes the arguments under the tool's name.
				query: JSON.stringify({ ...TOOL_ARGS, Design_Generator_Tool: TOOL_ARGS }),
				toolName: '',
			},
		},
	]);
	workflow.nodes.push({
		id: randomUUID(),
		name: 'Design Generator Tool',
		type: TOOL_NODE_TYPE,
		typeVersion: 1,
		position: [220, 200],
		parameters: {
			descriptionType: 'manual',
			toolDescription:
				'Generates a fashion design from a prompt and a style and returns it as JSON',
			resource: 'design',
			operation: 'generate',
			prompt:
				"={{ $fromAI('prompt', 'What the design should show: garment, colours, pattern, materials', 'string') }}",
			style: "={{ $fromAI('style', 'The style id, e.g. minimalist or streetwear', 'string') }}",
		},
		credentials: { [CREDENTIAL_TYPE]: CREDENTIALS.good },
	});
	workflow.connections['Design Generator Tool'] = {
		ai_tool: [[{ node: 'Tool Executor', type: 'ai_tool', index: 0 }]],
	};
	return {
		title: `as an AI tool: ${TOOL_NODE_TYPE} generates a design through $fromAI arguments`,
		workflow,
		assert(run) {
			assertSucceeded(run);
			const result = single(run, 'Tool Executor').json;
			const text = typeof result === 'string' ? result : JSON.stringify(result);
			assert.match(
				text,
				/dsn_[A-Za-z0-9]{20,}/,
				`the tool's answer holds a design id: ${text.slice(0, 300)}`,
			);
			assert.match(text, /minimalist/);
			assert.match(text, /shirt/i);
		},
	};
})();

/**
 * Get Tech Pack as an AI tool, called by n8n's Tool Executor with the design id a model would give:
 * a PDF cannot reach a model (n8n drops a tool's binary data), so the answer is the PDF's URL.
 */
const aiToolTechPack = (() => {
	const designId = '$json.id';
	const workflow = linearWorkflow('AiToolTechPack', [
		{
			name: 'Generate',
			parameters: {
				resource: 'design',
				operation: 'generate',
				prompt: 'black wool overcoat with a notch lapel',
				style: 'classic',
			},
		},
		{
			name: 'Tool Executor',
			type: '@n8n/n8n-nodes-langchain.toolExecutor',
			parameters: {
				// As `aiTool`: 1.x passes the whole query, 2.x the arguments under the tool's name.
				query: `={{ JSON.stringify({ designId: ${designId}, Design_Generator_Tool: { designId: ${designId} } }) }}`,
				toolName: '',
			},
		},
	]);
	workflow.nodes.push({
		id: randomUUID(),
		name: 'Design Generator Tool',
		type: TOOL_NODE_TYPE,
		typeVersion: 1,
		position: [440, 200],
		parameters: {
			descriptionType: 'manual',
			toolDescription: "Gives a design's tech pack as a PDF link for a factory",
			resource: 'design',
			operation: 'getTechPack',
			designId: "={{ $fromAI('designId', 'The id of the design (dsn_…)', 'string') }}",
			output: 'pdf',
		},
		credentials: { [CREDENTIAL_TYPE]: CREDENTIALS.good },
	});
	workflow.connections['Design Generator Tool'] = {
		ai_tool: [[{ node: 'Tool Executor', type: 'ai_tool', index: 0 }]],
	};
	return {
		title: `as an AI tool: ${TOOL_NODE_TYPE} Get Tech Pack with Output PDF answers with the PDF's URL, no file`,
		workflow,
		assert(run) {
			assertSucceeded(run);
			const id = single(run, 'Generate').json.id;
			const executed = single(run, 'Tool Executor');
			const text =
				typeof executed.json === 'string' ? executed.json : JSON.stringify(executed.json);
			assert.match(
				text,
				new RegExp(`/v1/designs/${id}/techpack\\?format=pdf&unit=cm&sizes=alpha`),
				`the tool's answer holds the PDF's URL: ${text.slice(0, 400)}`,
			);
			assert.match(text, /application\/pdf/);
			assert.match(text, /flats/);
			assert.doesNotMatch(text, /JVBERi0/, 'no PDF bytes (base64) in the tool’s answer');
		},
	};
})();

/** The check of Edit and Get Tech Pack, which binary-modes.mjs runs in each binary data mode. */
export const TECH_PACK_AND_EDIT = techPackAndEdit;

export const WORKFLOW_CHECKS = [
	lifecycle,
	marketplace,
	techPackAndEdit,
	revokedKey,
	newNodeDefaults,
	unreachable,
	aiTool,
	aiToolTechPack,
	...EXAMPLE_CHECKS,
];
