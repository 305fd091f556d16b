/**
 * scripts/verify/layout.mjs (file sizes, import directions, no cycles in nodes/): the repository
 * passes; a small tree breaking each rule once fails, naming every break.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runScript } from './tarballs';

let tmp: string;
beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'dg-layout-test-'))));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function tree(root: string, files: Record<string, string>): void {
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(root, path)), { recursive: true });
		writeFileSync(join(root, path), text);
	}
}

test('the repository passes', async () => {
	const { code, stdout, stderr } = await runScript('layout.mjs', []);
	expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
	expect(stdout).toMatch(/Layout check: .* hold/);
});

test('a tree breaking each rule fails, naming each break', async () => {
	const root = join(tmp, 'broken');
	tree(root, {
		'nodes/Node/a.ts':
			"import { b } from './b';\nimport { serve } from '../../server/cli';\nexport const a = 1;\n",
		'nodes/Node/b.ts': "import { a } from './a';\nexport const b = a;\n",
		'nodes/Node/ok.ts': "// import { x } from '../../test/x';\nimport { a } from './a';\n",
		'credentials/Key.credentials.ts': "const h = require('../scripts/helper');\n",
		'server/cli.ts': "export { design } from '../nodes/Node/a';\n",
		'server/generator/index.ts':
			"import type { Log } from '../log';\nimport { pick } from './pick';\n",
		'server/generator/pick.ts': 'export const pick = 1;\n',
		'server/big.ts': 'export const x = 1;\n'.repeat(401),
		'nodes/DesignGenerator/transport/index.ts': 'export const y = 1;\n'.repeat(489),
	});
	const { code, stderr } = await runScript('layout.mjs', [root]);
	expect(code).toBe(1);
	const found = stderr.split('\n').filter((line) => line.startsWith('  - '));
	expect(found.sort()).toEqual(
		[
			'  - credentials/Key.credentials.ts imports scripts/helper: credentials/ must not import from scripts/ (the credential ships alone to n8n)',
			'  - import cycle in nodes/: nodes/Node/a.ts -> nodes/Node/b.ts -> nodes/Node/a.ts',
			'  - nodes/Node/a.ts imports server/cli.ts: nodes/ must not import from server/ (the node ships alone to n8n)',
			'  - server/big.ts: 401 lines, over the budget of 400: split it by what its parts do',
			'  - server/cli.ts imports nodes/Node/a.ts: server/ must not import from nodes/ (the server is its own program)',
			'  - server/generator/index.ts imports server/log: server/generator/ must not import from server/ outside server/generator/ (the generator is pure: prompt, style, seed in; design out)',
			'  - nodes/DesignGenerator/transport/index.ts: 489 lines, over its ceiling of 488: split it by what its parts do',
		].sort(),
	);
});
