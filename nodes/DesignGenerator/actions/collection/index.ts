import type { Resource } from '../operations';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getDesigns from './getDesigns.operation';

export const collection: Resource = {
	resource: {
		name: 'Collection',
		value: 'collection',
		description: 'Many designs made as one job: a line planned from a brief, or a list of prompts',
	},
	defaultOperation: 'create',
	operations: [create, get, getAll, getDesigns, cancel],
};
