import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { isPlainObject, unwrapObject } from '../../shapes/objects';
import { apiRequestWithResponse } from '../../transport';
import { designIdProperty, getRequiredId, toOutputItems } from '../common';

export const properties: INodeProperties[] = [
	{
		...designIdProperty,
		description:
			'The ID of the design to delete (starts with dsn_). A published design is withdrawn from the marketplace first.',
	},
];

export const operation = {
	name: 'Delete',
	value: 'delete',
	description: 'Delete a design by its ID; a published design is withdrawn from the marketplace',
	action: 'Delete a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const { body } = await apiRequestWithResponse<unknown>(this, {
		method: 'DELETE',
		path: `/designs/${encodeURIComponent(designId)}`,
		itemIndex,
	});
	return toOutputItems(this, { id: designId, deleted: true, ...answered(body) }, itemIndex);
}

/** What the service said besides the status (204: nothing), kept in the output item. */
function answered(body: unknown): IDataObject {
	const object = unwrapObject(body);
	if (object) return object;
	if (isPlainObject(body)) return body;
	if (body === undefined || body === null || body === '') return {};
	return { response: Buffer.isBuffer(body) ? body.toString('utf8') : (body as string) };
}
