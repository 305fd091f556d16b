import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { excerpt, isPlainObject } from '../../shapes/objects';
import { type Feature, apiRequestWithResponse, apiUrl } from '../../transport';
import { apiFileRequest } from '../../transport/files';
import { designIdProperty, getRequiredId, runsAsTool, toOutputItems } from '../common';
import { PDF_FILE, binaryItem, binaryPropertyNameProperty, toBinaryFile } from '../files';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description: 'The ID of the finished design whose tech pack to get (starts with dsn_)',
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'JSON',
				value: 'json',
				description:
					"The tech pack as data: measurements for every size, bill of materials, construction, colourways and the flats' URLs",
			},
			{
				name: 'PDF',
				value: 'pdf',
				description:
					'The tech pack as a PDF file to send to a factory, named after its style number (as an AI tool: its URL)',
			},
		],
		default: 'json',
		description: 'Whether to output the tech pack as JSON data or as a PDF file',
	},
	{
		displayName: 'Measurement Unit',
		name: 'unit',
		type: 'options',
		options: [
			{ name: 'Centimetres', value: 'cm' },
			{ name: 'Inches', value: 'in' },
		],
		default: 'cm',
		description: 'The unit of the measurements and tolerances: cm or in',
	},
	{
		displayName: 'Size System',
		name: 'sizes',
		type: 'options',
		options: [
			{ name: 'Letter Sizes (XS to XL)', value: 'alpha', description: 'XS, S, M, L, XL' },
			{
				name: 'Numeric (EU)',
				value: 'numeric',
				description: "EU size numbers for the garment's family, e.g. 34 to 42 for dresses",
			},
		],
		default: 'alpha',
		description: 'The sizes the measurement table grades to: alpha (XS to XL) or numeric (EU)',
	},
	{ ...binaryPropertyNameProperty, displayOptions: { show: { output: ['pdf'] } } },
];

export const operation = {
	name: 'Get Tech Pack',
	value: 'getTechPack',
	description:
		"Get a finished design's tech pack (measurements per size, materials, construction, colourways) as JSON or a PDF for a factory",
	action: 'Get the tech pack of a design',
};

/** One item's request: which design, in which unit and sizes. */
interface TechPackRequest {
	designId: string;
	path: string;
	qs: { unit: string; sizes: string };
	feature: Feature;
	itemIndex: number;
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const output = this.getNodeParameter('output', itemIndex, 'json') as string;
	const designPath = `/designs/${encodeURIComponent(designId)}`;
	const request: TechPackRequest = {
		designId,
		path: `${designPath}/techpack`,
		qs: {
			unit: this.getNodeParameter('unit', itemIndex, 'cm') as string,
			sizes: this.getNodeParameter('sizes', itemIndex, 'alpha') as string,
		},
		feature: {
			name: 'tech packs',
			addressed: true,
			objectPath: designPath,
			instead:
				"Design → Get gives the design's garment, colours and materials, and Download Image its flat.",
		},
		itemIndex,
	};

	if (output !== 'pdf') return toOutputItems(this, await getTechPack(this, request), itemIndex);
	// An agent cannot read a file (n8n drops binary data from a tool's answer): it gets the links.
	if (runsAsTool(this)) return await pdfLink(this, request);

	const file = await apiFileRequest(this, {
		path: request.path,
		qs: { ...request.qs, format: 'pdf' },
		accept: PDF_FILE.accept,
		feature: request.feature,
		itemIndex,
	});
	// The contract names the file after the style number; a service that does not say is asked.
	const styleNumber =
		file.fileName?.replace(/\.pdf$/i, '') ||
		styleNumberOf(await getTechPack(this, request), designId);
	const pdf = await toBinaryFile(this, file, {
		kind: PDF_FILE,
		owner: `design ${designId}`,
		baseName: styleNumber,
		fallbackType: 'application/pdf',
		itemIndex,
	});
	const json: IDataObject = {
		design_id: designId,
		style_number: styleNumber,
		format: 'pdf',
		mime_type: pdf.mimeType,
		file_name: pdf.fileName,
		...request.qs,
		pdf_url: await pdfUrl(this, request),
	};
	return binaryItem(this, json, pdf, itemIndex);
}

/** The tech pack as the service answered it; an answer that is not a JSON object is an error. */
async function getTechPack(context: IExecuteFunctions, request: TechPackRequest) {
	const { path, qs, feature, itemIndex } = request;
	const response = await apiRequestWithResponse<unknown>(context, {
		method: 'GET',
		path,
		qs,
		feature,
		itemIndex,
	});
	if (!isPlainObject(response.body)) {
		throw new NodeOperationError(
			context.getNode(),
			`The service's answer to GET ${path} is not a tech pack the node can read`,
			{
				itemIndex,
				description: `It answered HTTP ${response.statusCode} with ${excerpt(response.body)}. The node reads a JSON object.`,
			},
		);
	}
	return response.body;
}

/** The style number a tech pack names, fit for a file name; else the design's id. */
function styleNumberOf(techPack: IDataObject, designId: string): string {
	const styleNumber = typeof techPack.style_number === 'string' ? techPack.style_number.trim() : '';
	return (styleNumber || designId).replace(/[\\/]/g, '-');
}

/** Where the PDF is: opened with the API key, it gives what Output "PDF" downloads. */
async function pdfUrl(context: IExecuteFunctions, request: TechPackRequest): Promise<string> {
	const url = new URL(await apiUrl(context, request.path, request.itemIndex));
	url.searchParams.set('format', 'pdf');
	for (const [name, value] of Object.entries(request.qs)) url.searchParams.set(name, value);
	return url.toString();
}

/**
 * The tool's answer for a PDF: its URL and the flats' URLs. The JSON tech pack is fetched so that
 * a design without one (pending, failed, unknown, a service without tech packs) is the tool's
 * error, not a link that fails when opened.
 */
async function pdfLink(
	context: IExecuteFunctions,
	request: TechPackRequest,
): Promise<INodeExecutionData[]> {
	const techPack = await getTechPack(context, request);
	const styleNumber = styleNumberOf(techPack, request.designId);
	const json: IDataObject = {
		design_id: techPack.design_id ?? request.designId,
		style_number: styleNumber,
		title: techPack.title,
		format: 'pdf',
		mime_type: 'application/pdf',
		file_name: `${styleNumber}.pdf`,
		...request.qs,
		pdf_url: await pdfUrl(context, request),
		flats: techPack.flats,
	};
	return [{ json, pairedItem: { item: request.itemIndex } }];
}
