import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { designIdProperty, getMaxTries, getRequiredId, toOutputItems } from '../common';
import { getDesign } from './waitForDesign';

const properties: INodeProperties[] = [designIdProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['design'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const { design } = await getDesign(this, designId, itemIndex, getMaxTries(this, itemIndex));
	return toOutputItems(this, design, itemIndex);
}
