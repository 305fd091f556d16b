/**
 * A design the service has just made (Generate, Edit): waiting for it to finish, and its image.
 * One set of parameters and one code path, so both operations wait and download alike.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { ImageFormat } from '../../types';
import { runsAsTool } from '../common';
import { binaryItem, binaryPropertyNameProperty } from '../files';
import { downloadDesignImage, getImageFormat, imageFormatProperties } from './designImage';
import {
	type DesignAnswer,
	type WaitOptions,
	assertNotFailed,
	isPending,
	readWaitOptions,
	waitForCompletionProperty,
	waitForDesign,
} from './waitForDesign';

/** Wait for Completion, Download Image and the image's format and field. */
export const newDesignProperties: INodeProperties[] = [
	waitForCompletionProperty,
	{
		displayName: 'Download Image',
		name: 'downloadImage',
		type: 'boolean',
		default: false,
		description:
			"Whether to download the design's image into a binary field of the output item (the node then waits for the design to finish)",
	},
	...imageFormatProperties({ downloadImage: [true] }),
	{ ...binaryPropertyNameProperty, displayOptions: { show: { downloadImage: [true] } } },
];

/** What an item asks of its new design; read before the request, so no generation is spent on a bad parameter. */
export interface NewDesignOptions {
	waitForCompletion: boolean;
	/** The image format to download, or undefined for none. */
	imageFormat?: ImageFormat;
	waitOptions: WaitOptions;
}

export function readNewDesignOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): NewDesignOptions {
	const wantsImage = context.getNodeParameter('downloadImage', itemIndex, false) as boolean;
	return {
		waitForCompletion: context.getNodeParameter('waitForCompletion', itemIndex, true) as boolean,
		imageFormat: wantsImage ? getImageFormat(context, itemIndex) : undefined,
		waitOptions: readWaitOptions(context, itemIndex),
	};
}

/**
 * The output item of a new design: waited for when the item asks (a download always waits, since
 * a pending design has no image), a failed one as the item's error, the image in its binary field.
 */
export async function finishNewDesign(
	context: IExecuteFunctions,
	answer: DesignAnswer,
	{ waitForCompletion, imageFormat, waitOptions }: NewDesignOptions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	let current = answer;
	if (isPending(current) && (waitForCompletion || imageFormat)) {
		current = await waitForDesign(context, current, itemIndex, waitOptions);
	}
	assertNotFailed(context, current, itemIndex);
	const design = current.design;
	// As a tool the finished design's image URL is the answer; the file itself would be dropped.
	if (!imageFormat || runsAsTool(context)) {
		return [{ json: design, pairedItem: { item: itemIndex } }];
	}
	const image = await downloadDesignImage(context, design, imageFormat, itemIndex);
	return binaryItem(context, design, image, itemIndex);
}
