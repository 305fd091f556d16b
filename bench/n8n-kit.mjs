// What bench/n8n.mjs is built from: the workflows it runs (one node under test after a fixed
// input), the credentials of both nodes, a reference server whose requests are counted by status
// from its own log, and `n8n execute` with the process's memory sampled from /proc.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { startReferenceServer, n8nEnv, parseRawOutput } from '../scripts/n8n/instance.mjs';
import { freePort, killTree, tail, trackChild } from '../scripts/n8n/lib.mjs';
import { createKey } from '../test/e2e/reference-server.mjs';

/** A business key for a new account in `db` (before the server opens it). */
export { createKey };
import { CREDENTIAL_TYPE, NODE_TYPE, id16 } from '../test/e2e/workflow-kit.mjs';

export { NODE_TYPE };
export const HTTP_TYPE = 'n8n-nodes-base.httpRequest';
/** The HTTP Request node's version in both n8n lines measured (1.123 defaults to 4.3, 2.40 to 4.5). */
const HTTP_VERSION = 4.2;
export const UNDER_TEST = 'Under Test';
/** Items are generated with the style the service knows; each prompt carries its item's index. */
export const STYLE = 'streetwear';
export const promptOf = (i) => `bench item ${i}: navy striped cotton hoodie`;

/** Our node's credential and the HTTP Request node's Header Auth credential for one server and key. */
export function credentialsFor(tag, { baseUrl, key }) {
	return {
		ours: { id: id16(`dgBench${tag}Ours`), name: `Bench ${tag} (ours)`, type: CREDENTIAL_TYPE },
		http: { id: id16(`dgBench${tag}Http`), name: `Bench ${tag} (http)`, type: 'httpHeaderAuth' },
		data: {
			ours: { apiKey: key, baseUrl, apiPrefix: '/v1' },
			http: { name: 'Authorization', value: `Bearer ${key}` },
		},
	};
}

/** The n8n import form of `credentialsFor`'s pair. */
export function importableCredentials(c) {
	return [
		{ id: c.ours.id, name: c.ours.name, type: c.ours.type, data: c.data.ours },
		{ id: c.http.id, name: c.http.name, type: c.http.type, data: c.data.http },
	];
}

/**
 * Manual Trigger → (`items` > 0: a Set node holding the items' JSON → Split Out, one item per
 * prompt) → the node under test, with "On Error: Continue" (`continueRegularOutput`) so a failed
 * item is an output item to count instead of the end of the run. Execution data is not saved:
 * the figures come from `n8n execute`'s printed run, and saving 10 000 items would add to it.
 */
export function benchWorkflow(name, { items = 0, node }) {
	const nodes = [
		{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} },
	];
	if (items > 0) {
		const input = Array.from({ length: items }, (_, i) => ({ i, prompt: promptOf(i) }));
		nodes.push(
			{
				name: 'Items',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				parameters: { mode: 'raw', jsonOutput: JSON.stringify({ items: input }), options: {} },
			},
			{
				name: 'One Item per Prompt',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				parameters: { fieldToSplitOut: 'items', options: {} },
			},
		);
	}
	if (node) nodes.push({ name: UNDER_TEST, onError: 'continueRegularOutput', ...node });
	const placed = nodes.map((n, i) => ({ id: randomUUID(), position: [220 * i, 0], ...n }));
	const connections = {};
	for (let i = 0; i < placed.length - 1; i++)
		connections[placed[i].name] = {
			main: [[{ node: placed[i + 1].name, type: 'main', index: 0 }]],
		};
	return {
		id: id16(`dgBench${name}`),
		name: `Bench: ${name}`,
		active: false,
		nodes: placed,
		connections,
		settings: { executionOrder: 'v1', saveDataSuccessExecution: 'none' },
		pinData: {},
	};
}

/** Our Generate with its defaults (`parallel`: Parallel Requests set explicitly, for the sweep). */
export function oursGenerate(credentials, parallel) {
	return {
		type: NODE_TYPE,
		typeVersion: 1,
		credentials: { [CREDENTIAL_TYPE]: { id: credentials.ours.id, name: credentials.ours.name } },
		parameters: {
			resource: 'design',
			operation: 'generate',
			prompt: '={{ $json.prompt }}',
			style: STYLE,
			...(parallel !== undefined && { requestOptions: { parallel } }),
		},
	};
}

/** Our Get Many with Return All (no filters). */
export function oursGetAll(credentials, parallel) {
	return {
		type: NODE_TYPE,
		typeVersion: 1,
		credentials: { [CREDENTIAL_TYPE]: { id: credentials.ours.id, name: credentials.ours.name } },
		parameters: {
			resource: 'design',
			operation: 'getAll',
			returnAll: true,
			...(parallel !== undefined && { requestOptions: { parallel } }),
		},
	};
}

function httpNode(credentials, parameters) {
	return {
		type: HTTP_TYPE,
		typeVersion: HTTP_VERSION,
		credentials: { httpHeaderAuth: { id: credentials.http.id, name: credentials.http.name } },
		parameters: {
			authentication: 'genericCredentialType',
			genericAuthType: 'httpHeaderAuth',
			...parameters,
		},
	};
}

/** The HTTP Request node as a user wires it for a generate: POST, JSON body, options left default. */
export function httpGenerate(credentials, baseUrl) {
	return httpNode(credentials, {
		method: 'POST',
		url: `${baseUrl}/v1/generate`,
		sendBody: true,
		specifyBody: 'json',
		jsonBody: `={{ JSON.stringify({ prompt: $json.prompt, style: '${STYLE}' }) }}`,
		options: {},
	});
}

/**
 * The HTTP Request node paging through every design with its own pagination (docs/contract.md "Endpoints" paging):
 * `limit=100`, then `starting_after` = the last id of the previous page, until `has_more` is false.
 * Its output is one item per page (100 items of 100 designs), not one per design.
 */
export function httpGetAll(credentials, baseUrl) {
	return httpNode(credentials, {
		method: 'GET',
		url: `${baseUrl}/v1/designs`,
		sendQuery: true,
		queryParameters: { parameters: [{ name: 'limit', value: '100' }] },
		options: {
			pagination: {
				pagination: {
					paginationMode: 'updateAParameterInEachRequest',
					parameters: {
						parameters: [
							{
								type: 'qs',
								name: 'starting_after',
								value: '={{ $response.body.data[$response.body.data.length - 1].id }}',
							},
						],
					},
					paginationCompleteWhen: 'other',
					completeExpression: '={{ !$response.body.has_more }}',
				},
			},
		},
	});
}

/**
 * The reference server with `--log` on a port chosen beforehand (the credentials name it), and a
 * count of its API responses (under /v1) by status, read from that log: every request the server
 * answered, retries included; its health checks are left out. `reset()` starts a new count.
 */
export async function startCountingServer({ port, db, args, logFile }) {
	const server = await startReferenceServer({
		port,
		db,
		logFile,
		extraArgs: ['--log', '--rate-limit-read', '1000000', ...args],
	});
	let statuses = new Map();
	let partial = '';
	server.child.stdout.on('data', (chunk) => {
		const lines = (partial + chunk).split('\n');
		partial = lines.pop();
		// One JSON line per request once it is answered (server/logging.ts), with its URL and status.
		for (const line of lines) {
			if (!/"reqId":"[^"]+"/.test(line) || !/"url":"(\/api)?\/v1\//.test(line)) continue;
			const status = Number(/"status":(\d{3})\b/.exec(line)?.[1]);
			if (status) statuses.set(status, (statuses.get(status) ?? 0) + 1);
		}
	});
	let cpuAtReset = cpuMsOf(server.child.pid);
	return {
		...server,
		statuses: () => new Map(statuses),
		/** The server's CPU time since `reset` (ms). */
		cpuMs: () => cpuMsOf(server.child.pid) - cpuAtReset,
		reset: () => {
			statuses = new Map();
			cpuAtReset = cpuMsOf(server.child.pid);
		},
	};
}

/** Every design of the key's account (paging as docs/contract.md "Endpoints" says), for the duplicate count. */
export async function listAllDesigns(baseUrl, key) {
	const designs = [];
	let after;
	for (;;) {
		const url = `${baseUrl}/v1/designs?limit=100${after ? `&starting_after=${after}` : ''}`;
		const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
		if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
		const page = await res.json();
		designs.push(...page.data);
		if (!page.has_more || page.data.length === 0) return designs;
		after = page.data.at(-1).id;
	}
}

/** Designs beyond the first for each prompt: what a retry that was not recognised left behind. */
export function duplicatePrompts(designs) {
	const seen = new Map();
	for (const d of designs) seen.set(d.prompt, (seen.get(d.prompt) ?? 0) + 1);
	let extra = 0;
	for (const n of seen.values()) extra += n - 1;
	return extra;
}

/** A process's CPU time so far (user + system, ms; /proc counts in ticks of 10 ms). */
export function cpuMsOf(pid) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return (Number(fields[11]) + Number(fields[12])) * 10;
	} catch {
		return undefined;
	}
}

function memoryOf(pid) {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8');
		const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
		return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
	} catch {
		return undefined;
	}
}

/**
 * `n8n execute --id=<id> --rawOutput` in a process of its own, its memory read from /proc every
 * `sampleMs`. Resolves to the parsed run, the process's wall time, its peak RSS (VmHWM, boot and
 * printing the result included) and the RSS samples with their times, so a caller can take the
 * peak while one node ran. Its stdout goes to `outFile`, not a pipe: n8n 2.x prints the run
 * through its logger and exits before a large one (10 000 designs) has gone down a pipe, while a
 * file is written synchronously. `nodeArgs` go to Node before n8n's script (e.g. `--cpu-prof`).
 */
export async function executeMeasured(
	info,
	userFolder,
	id,
	outFile,
	{ timeoutMs = 15 * 60_000, sampleMs = 50, nodeArgs = [] } = {},
) {
	const env = n8nEnv(info, userFolder, {
		N8N_RUNNERS_BROKER_PORT: String(await freePort()),
		// A failed run's data is only printed at level info.
		N8N_LOG_LEVEL: 'info',
	});
	const out = openSync(outFile, 'w');
	const launched = Date.now();
	let child;
	try {
		child = trackChild(
			spawn(info.nodeBin, [...nodeArgs, info.n8nBin, 'execute', `--id=${id}`, '--rawOutput'], {
				env,
				detached: true,
				stdio: ['ignore', out, 'pipe'],
			}),
		);
	} finally {
		closeSync(out);
	}
	let err = '';
	child.stderr.on('data', (d) => (err = (err + d).slice(-20_000)));
	const samples = [];
	let peakKb = 0;
	const sample = () => {
		const m = memoryOf(child.pid);
		if (!m) return;
		samples.push({ at: Date.now(), rssKb: m.rss, cpuMs: cpuMsOf(child.pid) });
		peakKb = Math.max(peakKb, m.hwm || 0);
	};
	const poll = setInterval(sample, sampleMs);
	const timer = setTimeout(() => killTree(child, 'SIGKILL'), timeoutMs);
	const code = await new Promise((resolve) => child.on('close', (c, s) => resolve(c ?? s)));
	clearInterval(poll);
	clearTimeout(timer);
	const wallMs = Date.now() - launched;
	const stdout = readFileSync(outFile, 'utf8');
	const run = parseRawOutput(stdout);
	if (!run)
		throw new Error(
			`n8n execute --id=${id} printed no run data (exit ${code}; output in ${outFile})\n${tail(stdout + err, 30)}`,
		);
	return { run, launched, wallMs, peakKb, samples };
}

/** The node under test's first run: its start, own execution time and output items. */
export function nodeRun(result, name = UNDER_TEST) {
	const task = result.run?.data?.resultData?.runData?.[name]?.[0];
	if (!task) {
		const error = result.run?.data?.resultData?.error;
		throw new Error(
			`node "${name}" did not run (status ${result.run?.status}${error ? `: ${error.message}` : ''})`,
		);
	}
	if (task.error) throw new Error(`node "${name}" failed: ${task.error.message}`);
	const items = (task.data?.main?.[0] ?? []).map((i) => i.json);
	const end = task.startTime + task.executionTime;
	const during = result.samples.filter((s) => s.at >= task.startTime && s.at <= end + 100);
	return {
		startTime: task.startTime,
		ms: task.executionTime,
		items,
		/** Boot: from launching `n8n execute` to the node's start. */
		bootMs: task.startTime - result.launched,
		/** The highest sampled RSS while the node ran (MB). */
		nodePeakMb: Math.max(0, ...during.map((s) => s.rssKb)) / 1024,
		/** The n8n process's CPU time while the node ran (ms, to a sample's 50 ms and a tick's 10 ms). */
		cpuMs: during.length > 1 ? during.at(-1).cpuMs - during[0].cpuMs : undefined,
	};
}

/** Items that are designs, and items that are continue-on-fail errors (both nodes' forms). */
export function outcome(items) {
	const ok = items.filter((j) => typeof j.id === 'string' && j.id.startsWith('dsn_')).length;
	const failed = items.filter((j) => j.error !== undefined).length;
	return { ok, failed };
}
