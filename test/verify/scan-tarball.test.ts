/**
 * scripts/verify/scan-tarball.mjs: n8n's scanner (its own code) and the verification guidelines'
 * other rules, on a fresh `npm pack` (passes) and on doctored copies of it, each with one planted
 * fault that must fail its own check and no other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLD_CACHE_MS, doctor, type Edit, packFresh, runScript } from './tarballs';

const NODE = 'dist/nodes/DesignGenerator/DesignGenerator.node.js';
const TRANSPORT = 'dist/nodes/DesignGenerator/transport/index.js';

interface Fault {
	name: string;
	edit: Edit;
	/** The checks that must fail (by a distinctive part of their name), and nothing else. */
	fails: RegExp[];
	/** Text each of those findings must contain, together. */
	says: RegExp[];
}

const FAULTS: Fault[] = [
	{
		name: 'globals-and-fs',
		edit: {
			append: [
				TRANSPORT,
				"\nexports.planted = () => { const fs = require('fs'); setTimeout(() => fs.readFileSync(process.env.HOME), 1); };\n",
			],
		},
		fails: [/lint of the tarball/, /imports/],
		says: [/restricted global 'setTimeout'/, /restricted global 'process'/, /Require of 'fs'/],
	},
	{
		// The scanner lets a devDependency pass ("bundled at build"); tsc bundles nothing.
		name: 'dev-dependency-required',
		edit: { append: [TRANSPORT, "\nexports.planted = () => require('axios');\n"] },
		fails: [/imports/],
		says: [/requires axios; only n8n-workflow/],
	},
	{
		name: 'runtime-dependency',
		edit: {
			packageJson: (pkg) => {
				pkg.dependencies = { lodash: '4.17.21' };
			},
		},
		fails: [/lint of the tarball/, /no runtime dependencies/],
		says: [/dependencies: lodash/],
	},
	{
		name: 'not-mit',
		edit: {
			packageJson: (pkg) => {
				pkg.license = 'ISC';
			},
			write: ['LICENSE', 'ISC License\n\nPermission to use, copy, modify, and/or distribute…\n'],
		},
		// The scanner's community-package-json-license-not-default rule wants MIT too.
		fails: [/lint of the tarball/, /MIT licence/],
		says: [/license-not-default/, /license is "ISC"/, /LICENSE is not the MIT licence text/],
	},
	{
		name: 'repository-elsewhere',
		edit: {
			packageJson: (pkg) => {
				pkg.repository = { type: 'git', url: 'git+https://github.com/someone/another-repo.git' };
			},
		},
		fails: [/repository/],
		says: [/not named after the package/, /homepage .* is not on https:\/\/github.com\/someone/],
	},
	{
		name: 'german-description',
		edit: {
			replace: [
				NODE,
				/description: '[^']*'/,
				"description: 'Erzeugt ein neues Design aus einer Beschreibung und einem Stil'",
			],
		},
		fails: [/English texts/],
		says: [/designGenerator description: more non-English function words/],
	},
	{
		name: 'server-shipped',
		edit: { write: ['dist/server/cli.js', "'use strict';\nmodule.exports = {};\n"] },
		fails: [/shipped files/],
		says: [/unexpected file in the tarball: dist\/server\/cli.js/],
	},
	{
		name: 'fails-to-load',
		edit: {
			append: [
				'dist/nodes/DesignGeneratorTrigger/DesignGeneratorTrigger.node.js',
				"\nthrow new Error('planted: fails on load');\n",
			],
		},
		fails: [/load/],
		says: [/DesignGeneratorTrigger.node.js: planted: fails on load/],
	},
];

interface Check {
	name: string;
	findings: { message: string }[];
}

let tmp: string;
let fresh: string;

beforeAll(() => {
	tmp = mkdtempSync(join(tmpdir(), 'dg-scan-test-'));
	fresh = packFresh(tmp);
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test(
	"npm pack's tarball and the source pass every check",
	async () => {
		const r = await runScript('scan-tarball.mjs', [fresh]);
		expect(r.stdout).not.toContain('✗');
		expect(r.stdout).toMatch(/All \d+ checks passed/);
		expect(r.code).toBe(0);
	},
	COLD_CACHE_MS,
);

test(
	'each planted fault fails its own check and no other',
	async () => {
		const tarballs = FAULTS.map((f) => doctor(fresh, tmp, f.name, f.edit));
		const r = await runScript('scan-tarball.mjs', ['--json', '--no-source', ...tarballs]);
		expect(r.code).toBe(1);
		const results: { checks: Check[] }[] = JSON.parse(r.stdout);
		FAULTS.forEach((fault, i) => {
			const failed = results[i].checks.filter((c) => c.findings.length);
			const names = failed.map((c) => c.name);
			expect({ fault: fault.name, failed: names.length }).toEqual({
				fault: fault.name,
				failed: fault.fails.length,
			});
			for (const pattern of fault.fails)
				expect({ fault: fault.name, names }).toEqual({
					fault: fault.name,
					names: expect.arrayContaining([expect.stringMatching(pattern)]),
				});
			const text = failed.flatMap((c) => c.findings.map((f) => f.message)).join('\n');
			for (const pattern of fault.says) expect(text).toMatch(pattern);
		});
	},
	COLD_CACHE_MS,
);
