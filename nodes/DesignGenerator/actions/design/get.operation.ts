import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { designIdProperty, getRequiredId, toOutputItems } from '../common';
import { getDesign } from './waitForDesign';

export const properties: INodeProperties[] = [designIdProperty];

export const operation = {
	name: 'Get',
	value: 'get',
	description: 'Get one design by its ID',
	action: 'Get a design',
};

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const designId = getRequiredId(this, 'designId', itemIndex);
	const { design } = await getDesign(this, designId, itemIndex);
	return toOutputItems(this, design, itemIndex);
}
