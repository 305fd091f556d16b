/**
 * The example workflows' notes tell people how to switch a workflow on in the n8n they have:
 * n8n 1.x has an Active toggle, n8n 2.x a Publish button (and no "activate" anywhere).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

const notes = readdirSync(EXAMPLES)
	.filter((file) => file.endsWith('.json'))
	.flatMap((file) => {
		const workflow = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as {
			nodes: Array<{ type: string; parameters: { content?: string } }>;
		};
		return workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node): [string, string] => [file, node.parameters.content ?? '']);
	});

test('the examples have notes', () => {
	expect(notes.length).toBeGreaterThanOrEqual(5);
});

test.each(
	notes.filter(([, text]) => /\bactivat|\bactive\b|\bswitch(ed)? (the workflow )?on\b/i.test(text)),
)(
	'%s: a note that says to switch the workflow on names both n8n 2.x Publish and 1.x Active',
	(_file, text) => {
		expect(text).not.toMatch(/\bactivat/i);
		expect(text).toContain('n8n 2.x: **Publish**');
		expect(text).toContain('n8n 1.x: the **Active** toggle');
	},
);

test('examples/README.md says the same', () => {
	const readme = readFileSync(join(EXAMPLES, 'README.md'), 'utf8');
	expect(readme).not.toMatch(/\*\*Activate\*\*/);
	expect(readme).toMatch(/\*\*Publish\*\* in n8n 2\.x, the \*\*Active\*\* toggle in 1\.x/);
});
