/**
 * scripts/verify/node-cli-lint.mjs (`n8n-node lint` on a staging copy of the package's files):
 * `npm run lint` runs it on the repository; here a copy with planted faults must fail, with the
 * CLI's rule names and the copy's own paths in the report.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLD_CACHE_MS, ROOT, runScript } from './tarballs';

let copy: string;
beforeAll(() => {
	copy = mkdtempSync(join(tmpdir(), 'dg-node-cli-lint-test-'));
	for (const entry of ['package.json', 'nodes', 'credentials'])
		cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test(
	'planted faults in a node, a credential and package.json fail the lint',
	async () => {
		appendFileSync(
			join(copy, 'nodes', 'DesignGenerator', 'types.ts'),
			'\nexport const planted = () => setTimeout(() => undefined, 5);\n',
		);
		const credential = join(copy, 'credentials', 'DesignGeneratorApi.credentials.ts');
		const source = readFileSync(credential, 'utf8');
		writeFileSync(
			credential,
			source.replace(
				/\n\ttest: ICredentialTestRequest = \{/,
				'\n\tuntested: ICredentialTestRequest = {',
			),
		);
		const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
		pkg.scripts.postinstall = 'node -e 1';
		writeFileSync(join(copy, 'package.json'), JSON.stringify(pkg, null, 2));

		const r = await runScript('node-cli-lint.mjs', ['--root', copy]);
		const report = r.stdout; // plain: not a terminal
		expect(report).not.toContain(String.fromCharCode(27));
		expect(report).toMatch(/restricted global 'setTimeout'.*no-restricted-globals/);
		expect(report).toContain('@n8n/community-nodes/credential-test-required');
		expect(report).toContain('@n8n/community-nodes/no-forbidden-lifecycle-scripts');
		expect(report).toContain(join(copy, 'nodes', 'DesignGenerator', 'types.ts'));
		expect(r.stderr).toContain('n8n-node lint (@n8n/node-cli');
		expect(r.code).toBe(1);
	},
	COLD_CACHE_MS,
);
