import type { Resource } from '../operations';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as publish from './publish.operation';
import * as unpublish from './unpublish.operation';

export const marketplace: Resource = {
	resource: {
		name: 'Marketplace',
		value: 'marketplace',
		description: 'Publications of designs on the marketplace',
	},
	defaultOperation: 'publish',
	operations: [publish, get, getAll, unpublish],
};
