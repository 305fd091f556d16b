// The node's workflows on n8n in queue mode: a main process and one `n8n worker`, the Bull queue
// on our own redis-server, n8n's database and the reference server's on one throwaway PostgreSQL
// cluster. `n8n execute` does not use the queue (it says so and runs in-process), so each
// workflow's Manual Trigger is swapped for a Webhook of the same name: main takes the call and
// enqueues the execution, the worker runs it, and the run data is read back from n8n's database
// through the REST API. The same assertions as the single-process run apply to it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import pgCluster from '../../scripts/pg/cluster.js';
import { writeJson } from '../../scripts/n8n/lib.mjs';
import {
	N8nRest,
	importCredentials,
	importWorkflows,
	installPackage,
} from '../../scripts/n8n/instance.mjs';
import { queueModeEnv, startQueueModeN8n, startRedis } from '../../scripts/n8n/queue-mode.mjs';
import { COLLECTIONS_QUEUE } from './collections.mjs';
import { EXAMPLES } from './examples.mjs';
import { activate, n8nFlatted, runThroughWebhook, withWebhookTrigger } from './executions.mjs';
import { startServerWithKeys } from './reference-server.mjs';
import { credentialsFor } from './workflow-kit.mjs';
import { WORKFLOW_CHECKS } from './workflows.mjs';

const CHECKS = [
	...WORKFLOW_CHECKS.map((c) => ({
		title: `queue mode: ${c.title}`,
		workflow: withWebhookTrigger(c.workflow),
		assert: c.assert,
	})),
	...COLLECTIONS_QUEUE,
];
const SETUP_TITLE =
	'queue mode setup: PostgreSQL (n8n + reference server), redis-server, n8n main + worker, webhook workflows active';
const PROOF_TITLE =
	'queue mode: main enqueued every execution and the worker ran each one (n8n logs)';

export const QUEUE_MODE = {
	titles: [SETUP_TITLE, ...CHECKS.map((c) => c.title), PROOF_TITLE],

	/** Starts everything, runs the selected checks through `check(title, fn)`, stops everything. */
	async run({ info, tarball, dir, check, selected }) {
		const checks = CHECKS.filter((c) => selected(c.title));
		if (!checks.length) return;
		const stack = []; // what to stop, last started first
		const logs = { mainLog: join(dir, 'queue-main.log'), workerLog: join(dir, 'queue-worker.log') };
		try {
			const ctx = await check(SETUP_TITLE, () => setUp({ info, tarball, dir, logs, stack }));
			if (!ctx) return;
			const executed = [];
			for (const c of checks) {
				await check(c.title, async () => {
					const runResult = await runThroughWebhook(ctx, c.workflow);
					executed.push(runResult);
					// A resumed execution is the same one, run again on a worker after its wait.
					writeJson(join(dir, 'runs', `queue-${c.workflow.id}.json`), runResult);
					c.assert(runResult);
				});
			}
			await ctx.n8n.stop(); // flushes the logs
			if (selected(PROOF_TITLE))
				await check(PROOF_TITLE, () => assertWorkerRan(logs, executed, checks.length));
		} finally {
			for (const stop of stack.reverse()) await stop();
		}
	},
};

async function setUp({ info, tarball, dir, logs, stack }) {
	const cluster = await pgCluster.startCluster();
	stack.push(() => cluster.stop());
	const admin = new pg.Client({ connectionString: cluster.url });
	await admin.connect();
	try {
		for (const db of ['n8n', 'design_generator']) await admin.query(`CREATE DATABASE ${db}`);
	} finally {
		await admin.end();
	}
	const redis = await startRedis({ logFile: join(dir, 'redis.log') });
	stack.push(() => redis.stop());
	const server = await startServerWithKeys(
		`postgres://postgres@127.0.0.1:${cluster.port}/design_generator`,
		{ logFile: join(dir, 'queue-server.log') },
	);
	stack.push(() => server.stop());

	const userFolder = join(dir, 'n8n-queue');
	const env = queueModeEnv({ pgPort: cluster.port, database: 'n8n', redisPort: redis.port });
	const cli = { logFile: join(dir, 'queue-cli.log'), env };
	await installPackage(userFolder, tarball, cli);
	await importCredentials(info, userFolder, credentialsFor(server), cli);
	const workflows = new Map(
		[...EXAMPLES.map((e) => withWebhookTrigger(e.workflow)), ...CHECKS.map((c) => c.workflow)].map(
			(w) => [w.id, w],
		),
	);
	await importWorkflows(info, userFolder, [...workflows.values()], cli);

	const n8n = await startQueueModeN8n(info, userFolder, env, logs);
	stack.push(() => n8n.stop());
	const rest = new N8nRest(n8n.main.baseUrl);
	await rest.ensureOwner({ email: 'e2e@example.com', password: 'E2e-Passw0rd!' });
	await activate(
		rest,
		CHECKS.map((c) => c.workflow),
	);
	return { baseUrl: n8n.main.baseUrl, n8n, rest, flatted: n8nFlatted(info) };
}

/** The proof: n8n's own log lines, main's "Enqueued execution N" and the worker's "Worker … execution N". */
function assertWorkerRan({ mainLog, workerLog }, executed, expected) {
	assert.equal(executed.length, expected, 'every check produced an execution');
	const main = readFileSync(mainLog, 'utf8');
	const worker = readFileSync(workerLog, 'utf8');
	for (const { id, mode } of executed) {
		assert.equal(mode, 'webhook', `execution ${id} came in through its webhook`);
		assert.match(main, new RegExp(`Enqueued execution ${id} \\(job`), `main enqueued ${id}`);
		assert.match(worker, new RegExp(`Worker started execution ${id} \\(job`), `worker ran ${id}`);
		assert.match(worker, new RegExp(`Worker finished execution ${id} \\(job`));
	}
	assert.doesNotMatch(main, /Worker started execution/, 'main ran no execution itself');
}
