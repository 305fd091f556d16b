/**
 * The example workflows name what the node has: every Design Generator node a resource and
 * operation of the node, and only parameters (and collection fields) that operation shows. n8n
 * silently drops a parameter it does not know, so a misspelt one would only show as a workflow
 * that does something else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeProperties } from 'n8n-workflow';

import { DesignGenerator } from '../../nodes/DesignGenerator/DesignGenerator.node';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const NODE_TYPE = 'n8n-nodes-design-generator.designGenerator';
const TOOL_TYPE = 'n8n-nodes-design-generator.designGeneratorTool';
/** What n8n adds to a tool node's parameters. */
const TOOL_PARAMETERS = ['descriptionType', 'toolDescription'];

const { properties } = new DesignGenerator().description;

interface ExampleNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
}

const nodes = readdirSync(EXAMPLES)
	.filter((file) => file.endsWith('.json'))
	.flatMap((file) => {
		const workflow = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as {
			nodes: ExampleNode[];
		};
		return workflow.nodes
			.filter((node) => node.type === NODE_TYPE || node.type === TOOL_TYPE)
			.map((node): [string, string, ExampleNode] => [file, node.name, node]);
	});

/** The properties the editor shows for a resource and operation (the node's own or all versions). */
function shownFor(resource: string, operation: string): INodeProperties[] {
	return properties.filter((property) => {
		const show = property.displayOptions?.show;
		if (!show) return true;
		if (show.resource && !show.resource.includes(resource)) return false;
		return !show.operation || show.operation.includes(operation);
	});
}

test('every example with the node is checked, example 06 among them', () => {
	expect(nodes.map(([file]) => file)).toContain('06-edit-and-tech-pack-pdf.json');
});

test.each(nodes)('%s: "%s" uses only what its operation has', (_file, _name, node) => {
	const { resource, operation } = node.parameters as { resource: string; operation: string };
	const shown = shownFor(resource, operation);
	expect(shown.find((p) => p.name === 'operation')?.options).toEqual(
		expect.arrayContaining([expect.objectContaining({ value: operation })]),
	);
	for (const [name, value] of Object.entries(node.parameters)) {
		if (node.type === TOOL_TYPE && TOOL_PARAMETERS.includes(name)) continue;
		const property = shown.find((p) => p.name === name);
		expect({ parameter: name, known: property !== undefined }).toEqual({
			parameter: name,
			known: true,
		});
		if (property?.type !== 'collection' || typeof value !== 'object' || value === null) continue;
		const fields = (property.options as INodeProperties[]).map((option) => option.name);
		for (const field of Object.keys(value)) expect(fields).toContain(field);
	}
});
