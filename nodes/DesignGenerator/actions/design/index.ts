import type { Resource } from '../operations';
import * as createVariations from './createVariations.operation';
import * as deleteDesign from './delete.operation';
import * as downloadImage from './downloadImage.operation';
import * as edit from './edit.operation';
import * as generate from './generate.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getTechPack from './getTechPack.operation';

export const design: Resource = {
	resource: {
		name: 'Design',
		value: 'design',
		description: 'A fashion design generated from a prompt and a style',
	},
	defaultOperation: 'generate',
	operations: [
		generate,
		get,
		getAll,
		createVariations,
		deleteDesign,
		downloadImage,
		edit,
		getTechPack,
	],
};
