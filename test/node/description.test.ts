/**
 * The node's description as n8n's editor and an AI Agent read it: each resource's Operation
 * dropdown, in n8n's alphabetical order, with the action the node picker shows.
 */
import type { INodePropertyOptions } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';

const { description } = new DesignGenerator();

function operations(resource: string) {
	const dropdown = description.properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
	return (dropdown?.options as INodePropertyOptions[]).map(({ name, value, action }) => [
		name,
		value,
		action,
	]);
}

test('Design lists every operation, Edit and Get Tech Pack included', () => {
	expect(operations('design')).toEqual([
		['Create Variations', 'createVariations', 'Create variations of a design'],
		['Delete', 'delete', 'Delete a design'],
		['Download Image', 'downloadImage', 'Download a design image'],
		['Edit', 'edit', 'Edit a design'],
		['Generate', 'generate', 'Generate a design'],
		['Get', 'get', 'Get a design'],
		['Get Many', 'getAll', 'Get many designs'],
		['Get Tech Pack', 'getTechPack', 'Get the tech pack of a design'],
	]);
	expect(description.usableAsTool).toBe(true);
});

test('Collection lists Create, Get, Get Many, Get Designs and Cancel', () => {
	expect(operations('collection')).toEqual([
		['Cancel', 'cancel', 'Cancel a collection'],
		['Create', 'create', 'Create a collection'],
		['Get', 'get', 'Get a collection'],
		['Get Designs', 'getDesigns', 'Get the designs of a collection'],
		['Get Many', 'getAll', 'Get many collections'],
	]);
	const resource = description.properties.find((p) => p.name === 'resource');
	expect((resource?.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([
		'account',
		'collection',
		'design',
		'marketplace',
	]);
});

test("Resume on Webhook's webhook is a restart webhook (the execution's resume URL), not a trigger's", () => {
	expect(description.webhooks).toEqual([
		expect.objectContaining({
			name: 'default',
			httpMethod: 'POST',
			path: '',
			restartWebhook: true,
		}),
	]);
	expect(typeof new DesignGenerator().webhook).toBe('function');
	expect(description.group).toEqual(['transform']);
});

test('the other resources keep their operations', () => {
	expect(operations('account').map(([, value]) => value)).toEqual(['get']);
	expect(operations('marketplace').map(([, value]) => value)).toEqual([
		'get',
		'getAll',
		'publish',
		'unpublish',
	]);
});

test("Get Tech Pack's and Edit's parameters show for their own operation only", () => {
	const shownFor = (name: string) =>
		description.properties
			.filter((p) => p.name === name)
			.map((p) => p.displayOptions?.show?.operation);
	expect(shownFor('output')).toEqual([['getTechPack']]);
	expect(shownFor('unit')).toEqual([['getTechPack']]);
	expect(shownFor('sizes')).toEqual([['getTechPack']]);
	expect(shownFor('instruction')).toEqual([['edit']]);
});
