/**
 * scripts/verify/load-on-nodes.mjs: `npm pack`'s tarball, installed as n8n installs a community
 * package, loads every node and credential on each Node that n8n 1.x (20, 22, 24) and 2.x (24)
 * run on; a tarball that needs a newer Node than 20 fails on Node 20 only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLD_CACHE_MS, doctor, packFresh, runScript } from './tarballs';

interface Row {
	n8n: string;
	workflow: string;
	node: string;
	ok: boolean;
	loaded: string[];
	problems: string[];
}

const EVERYTHING = [
	'designGenerator',
	'designGeneratorTrigger',
	'designGeneratorPollingTrigger',
	'designGeneratorApi',
];

let tmp: string;
let fresh: string;

beforeAll(() => {
	tmp = mkdtempSync(join(tmpdir(), 'dg-load-test-'));
	fresh = packFresh(tmp);
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function rows(tarball: string): Promise<{ code: number | null; rows: Row[] }> {
	const r = await runScript('load-on-nodes.mjs', ['--json', tarball]);
	if (!r.stdout.trim()) throw new Error(`load-on-nodes printed nothing: ${r.stderr}`);
	return { code: r.code, rows: JSON.parse(r.stdout) };
}

test(
	'every node and credential loads on Node 20, 22 and 24 with n8n 1.x, and on 24 with 2.x',
	async () => {
		const { code, rows: all } = await rows(fresh);
		const seen = all.map((r) => `${r.n8n.split('.')[0]}.x on ${r.node.split('.')[0]}`);
		expect(seen).toEqual(['1.x on v20', '1.x on v22', '1.x on v24', '2.x on v24']);
		for (const r of all)
			expect({ ...r, loaded: r.loaded.sort() }).toMatchObject({
				ok: true,
				problems: [],
				loaded: [...EVERYTHING].sort(),
			});
		expect(all.map((r) => r.workflow.split('.')[0])).toEqual(['1', '1', '1', '2']);
		expect(code).toBe(0);
	},
	COLD_CACHE_MS,
);

test(
	'a node that needs Node 22.5 (node:sqlite) fails on Node 20 only',
	async () => {
		const needs22 = doctor(fresh, tmp, 'needs-node-22', {
			append: [
				'dist/nodes/DesignGeneratorPollingTrigger/DesignGeneratorPollingTrigger.node.js',
				"\nrequire('node:sqlite');\n",
			],
		});
		const { code, rows: all } = await rows(needs22);
		expect(code).toBe(1);
		const failed = all.filter((r) => !r.ok);
		expect(failed.map((r) => r.node.split('.')[0])).toEqual(['v20']);
		expect(failed[0].problems.join('\n')).toMatch(
			/DesignGeneratorPollingTrigger.node.js: .*node:sqlite/,
		);
	},
	COLD_CACHE_MS,
);
