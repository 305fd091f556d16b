#!/usr/bin/env node
// The node package loads on every Node that n8n 1.x and 2.x run on:
//
//   node scripts/verify/load-on-nodes.mjs            # `npm pack` this repository (built) and check it
//   node scripts/verify/load-on-nodes.mjs x.tgz      # check a tarball (--json: rows as JSON)
//
// For each n8n line we test (scripts/n8n/lib.mjs), the tarball is installed with npm into a fresh
// folder, as n8n installs a community package, beside the n8n-workflow that this n8n release
// ships; then each Node the release supports (its package.json `engines`: n8n 1.123 ">=20.19
// <= 24.x", n8n 2.40 ">=24.0.0") requires every node and credential file of package.json's `n8n`
// section and reads its description (probe-package.js). Node 20 is the system's when it is a
// 20.x new enough for n8n 1.x; otherwise it, Node 22 and Node 24 come from npm's `node` package,
// cached in ~/.cache/n8n-nodes-design-generator/tools, like the n8n-workflow installs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode24, ensureNodeRelease, npmEnv } from '../n8n/ensure-n8n.mjs';
import { N8N_VERSIONS, nodeVersionOf, run, writeJson } from '../n8n/lib.mjs';
import { packRepository } from './scan-tarball.mjs';
import { ensureNode22, ensureTool } from './tools.mjs';

const PROBE = join(dirname(fileURLToPath(import.meta.url)), 'probe-package.js');

/** The n8n-workflow each tested n8n release depends on (`npm view n8n@<v> dependencies`). */
const N8N_WORKFLOW = { '1.123.81': '1.120.31', '2.40.7': '2.40.1' };

/** Node lines each n8n major runs on (n8n's `engines`). */
const NODE_LINES = { 1: [20, 22, 24], 2: [24] };

/** n8n 1.x needs 20.19 or newer; a fetched 20.x when the system has none. */
const NODE20_MIN = [20, 19];
const NODE20_VERSION = process.env.DG_NODE20_VERSION || '20.20.2';

async function nodeBinaries() {
	const candidates = [process.env.DG_NODE20, '/usr/bin/node', '/usr/local/bin/node'];
	let node20 = candidates.find((bin) => {
		const v = bin && nodeVersionOf(bin)?.v;
		const [major, minor] = (v || 'v0.0').slice(1).split('.').map(Number);
		return major === 20 && minor >= NODE20_MIN[1];
	});
	node20 ||= (await ensureNodeRelease(NODE20_VERSION)).nodeBin;
	return { 20: node20, 22: await ensureNode22(), 24: (await ensureNode24()).nodeBin };
}

function n8nWorkflowFor(n8nVersion) {
	if (N8N_WORKFLOW[n8nVersion]) return N8N_WORKFLOW[n8nVersion];
	const r = spawnSync('npm', ['view', `n8n@${n8nVersion}`, 'dependencies.n8n-workflow'], {
		encoding: 'utf8',
		env: npmEnv(),
	});
	const v = r.stdout.trim();
	if (r.status !== 0 || !/^\d+\.\d+\.\d+$/.test(v))
		throw new Error(
			`which n8n-workflow does n8n ${n8nVersion} ship? Add it to N8N_WORKFLOW in ${fileURLToPath(import.meta.url)}`,
		);
	return v;
}

/** Installs the tarball into a fresh folder as n8n does, with n8n-workflow `version` beside it. */
async function installBeside(tarball, workflowVersion, into) {
	const tool = await ensureTool(`n8n-workflow-${workflowVersion}`, {
		'n8n-workflow': workflowVersion,
	});
	mkdirSync(into, { recursive: true });
	writeJson(join(into, 'package.json'), { name: 'dg-load-check', private: true });
	// --offline: the package must need nothing from the registry (it has no dependencies);
	// legacy peer deps: n8n-workflow is the host's, linked in below, not installed from npm.
	await run(
		'npm',
		['install', resolve(tarball), '--offline', '--ignore-scripts', '--loglevel=error'],
		{
			cwd: into,
			env: npmEnv({ npm_config_legacy_peer_deps: 'true' }),
			capture: true,
			timeoutMs: 120_000,
		},
	);
	const installed = readdirSync(join(into, 'node_modules')).filter((n) => !n.startsWith('.'));
	if (installed.length !== 1)
		throw new Error(
			`installing the tarball brought ${installed.length - 1} other packages: ${installed.join(', ')}`,
		);
	symlinkSync(
		join(tool, 'node_modules', 'n8n-workflow'),
		join(into, 'node_modules', 'n8n-workflow'),
		'dir',
	);
	return join(into, 'node_modules', installed[0]);
}

/** Returns one row per (n8n line, Node): { n8n, workflow, node, ok, loaded, problems }. */
export async function loadOnNodes(tarball) {
	const bins = await nodeBinaries();
	const tmp = mkdtempSync(join(tmpdir(), 'dg-load-'));
	const rows = [];
	try {
		for (const [major, n8nVersion] of Object.entries(N8N_VERSIONS)) {
			const workflow = n8nWorkflowFor(n8nVersion);
			const pkgDir = await installBeside(tarball, workflow, join(tmp, `n8n-${major}`));
			for (const line of NODE_LINES[major]) {
				const r = spawnSync(bins[line], [PROBE, pkgDir], { encoding: 'utf8', env: npmEnv() });
				let report;
				try {
					report = JSON.parse(r.stdout);
				} catch {
					report = { entries: [], error: (r.stderr || r.stdout || `exit ${r.status}`).trim() };
				}
				const problems = [
					...(report.error ? [report.error] : []),
					...report.entries.filter((e) => !e.ok).map((e) => `${e.file}: ${e.error}`),
				];
				if (report.n8nWorkflow && report.n8nWorkflow !== workflow)
					problems.push(`loaded n8n-workflow ${report.n8nWorkflow}, not ${workflow}`);
				rows.push({
					n8n: n8nVersion,
					workflow,
					node: report.node || `Node ${line}`,
					ok: problems.length === 0 && r.status === 0,
					loaded: report.entries.filter((e) => e.ok).map((e) => e.name),
					problems,
				});
			}
		}
		return rows;
	} finally {
		rmSync(tmp, { recursive: true, force: true });
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const args = process.argv.slice(2);
	const given = args.find((a) => !a.startsWith('--'));
	const json = args.includes('--json');
	const packDir = given ? undefined : mkdtempSync(join(tmpdir(), 'dg-pack-'));
	try {
		const rows = await loadOnNodes(given || packRepository(packDir));
		if (json) console.log(JSON.stringify(rows));
		else
			for (const r of rows) {
				const what = `n8n ${r.n8n} (n8n-workflow ${r.workflow}) on Node ${r.node}`;
				console.log(`${r.ok ? '✓' : '✗'} ${what}: ${r.loaded.join(', ') || 'nothing'} loaded`);
				for (const p of r.problems) console.log(`    ${p}`);
			}
		const failed = rows.filter((r) => !r.ok).length;
		if (failed) {
			if (!json)
				console.error(`The package failed to load in ${failed} of ${rows.length} combinations.`);
			process.exitCode = 1;
		} else if (!json) console.log(`The package loads in all ${rows.length} combinations.`);
	} catch (e) {
		console.error(`load-on-nodes could not run: ${e.message}`);
		process.exitCode = 2;
	} finally {
		if (packDir) rmSync(packDir, { recursive: true, force: true });
	}
}
