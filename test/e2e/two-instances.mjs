// One workflow, exported from one n8n and imported into another, run in both against one account.
// Each n8n database counts executions from 1 and the import keeps the node ids, so idempotency keys
// made from ids alone would be equal: the second n8n's Generate would get the first one's (already
// deleted) design replayed, and its next step would fail with 404.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
	executeWorkflow,
	importCredentials,
	importWorkflows,
	installPackage,
} from '../../scripts/n8n/instance.mjs';
import { assertSucceeded, linearWorkflow, single } from './workflow-kit.mjs';

const PROMPT = 'sage green minimalist trench coat with a belted waist';

const workflow = linearWorkflow('TwoInstances', [
	{
		// What the two runs share: the execution id (1 in each fresh n8n) and the workflow id.
		name: 'Execution',
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		parameters: {
			mode: 'manual',
			assignments: {
				assignments: [
					{ id: randomUUID(), name: 'executionId', value: '={{ $execution.id }}', type: 'string' },
					{ id: randomUUID(), name: 'workflowId', value: '={{ $workflow.id }}', type: 'string' },
				],
			},
			options: {},
		},
	},
	{
		name: 'Generate',
		parameters: {
			resource: 'design',
			operation: 'generate',
			prompt: PROMPT,
			style: 'minimalist',
			additionalFields: { seed: 7 },
		},
	},
	{
		name: 'Get',
		parameters: { resource: 'design', operation: 'get', designId: '={{ $json.id }}' },
	},
	{
		name: 'Delete',
		parameters: { resource: 'design', operation: 'delete', designId: '={{ $json.id }}' },
	},
]);

export const TWO_INSTANCES = {
	title:
		'two n8n instances, one account: one workflow with the same ids and execution id makes a design in each',

	/** Two fresh user folders, one after the other: package, credentials, this workflow, one run each. */
	async run({ info, tarball, dir, credentials, logFile }) {
		const runs = [];
		for (const name of ['n8n-a', 'n8n-b']) {
			const userFolder = join(dir, name);
			await installPackage(userFolder, tarball, { logFile });
			await importCredentials(info, userFolder, credentials, { logFile });
			await importWorkflows(info, userFolder, [workflow], { logFile });
			runs.push(await executeWorkflow(info, userFolder, workflow.id, { logFile }));
		}
		return runs;
	},

	assert([first, second]) {
		const [a, b] = [first, second].map((run) => {
			assertSucceeded(run);
			const design = single(run, 'Generate').json;
			assert.equal(design.prompt, PROMPT);
			assert.equal(single(run, 'Get').json.id, design.id);
			assert.equal(single(run, 'Delete').json.deleted, true);
			return { ...single(run, 'Execution').json, designId: design.id };
		});
		// The precondition of the collision: the same execution and workflow ids in both n8n's.
		assert.equal(b.executionId, a.executionId, 'both runs are the first execution of their n8n');
		assert.equal(b.workflowId, a.workflowId);
		assert.notEqual(b.designId, a.designId, "the second n8n got the first one's design replayed");
	},
};
