// What the e2e's workflows are built from: the package's type names, the credentials to import,
// a linear workflow builder and the assertions every check uses on a run's data.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO_CREDENTIAL } from '../../scripts/n8n/instance.mjs';

export const NODE_TYPE = 'n8n-nodes-design-generator.designGenerator';
export const TOOL_NODE_TYPE = 'n8n-nodes-design-generator.designGeneratorTool';
export const CREDENTIAL_TYPE = 'designGeneratorApi';

/** n8n ids of imported objects: exactly 16 characters. */
export function id16(text) {
	const id = text
		.replace(/[^A-Za-z0-9]/g, '')
		.padEnd(16, '0')
		.slice(0, 16);
	assert.equal(id.length, 16);
	return id;
}

export const CREDENTIALS = {
	// The examples name this credential; the test workflows use it too.
	good: { id: DEMO_CREDENTIAL.id, name: DEMO_CREDENTIAL.name },
	revoked: { id: id16('dgE2eCredentialRevoked'), name: 'Design Generator (e2e, revoked key)' },
	// Port 1 on loopback: nothing listens there.
	unreachable: { id: id16('dgE2eCredentialClosed'), name: 'Design Generator (e2e, closed port)' },
};

/** The Base URL of the `unreachable` credential. */
export const CLOSED_PORT_URL = 'http://127.0.0.1:1';

/** The credentials to import: `data` in plain text, n8n encrypts it on import. */
export function credentialsFor({ baseUrl, apiKey, revokedKey }) {
	const data = (key) => ({ apiKey: key, baseUrl, apiPrefix: '/v1' });
	return [
		{ ...CREDENTIALS.good, type: CREDENTIAL_TYPE, data: data(apiKey) },
		{
			...CREDENTIALS.revoked,
			type: CREDENTIAL_TYPE,
			data: { ...data(revokedKey), apiPrefix: '/api/v1' },
		},
		{
			...CREDENTIALS.unreachable,
			type: CREDENTIAL_TYPE,
			data: { ...data(apiKey), baseUrl: CLOSED_PORT_URL },
		},
	];
}

/**
 * A linear workflow: a Manual Trigger, then `steps` in order. A step is
 * `{ name, parameters, type?, typeVersion?, credential?, executeOnce?, onError? }`; Design Generator
 * steps get the credential, other steps only when they name one (`credential`, e.g. an HTTP
 * Request that uses the Design Generator API credential).
 */
export function linearWorkflow(name, steps) {
	const nodes = [
		{
			id: randomUUID(),
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
	];
	steps.forEach((step, i) => {
		const type = step.type ?? NODE_TYPE;
		nodes.push({
			id: randomUUID(),
			name: step.name,
			type,
			typeVersion: step.typeVersion ?? 1,
			position: [220 * (i + 1), 0],
			parameters: step.parameters,
			...((type === NODE_TYPE || step.credential) && {
				credentials: { [CREDENTIAL_TYPE]: CREDENTIALS[step.credential ?? 'good'] },
			}),
			...(step.executeOnce && { executeOnce: true }),
			...(step.onError && { onError: step.onError }),
		});
	});
	const connections = {};
	for (let i = 0; i < nodes.length - 1; i++) {
		connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
	}
	return {
		id: id16(`dgE2e${name}`),
		name: `E2E: ${name}`,
		active: false,
		nodes,
		connections,
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** Items (`[{json, binary}]`) a node put out in its first run, or a failed assertion naming the node. */
export function out(run, nodeName) {
	const task = run?.data?.resultData?.runData?.[nodeName]?.[0];
	assert.ok(task, `node "${nodeName}" did not run`);
	assert.ok(
		!task.error,
		`node "${nodeName}" failed: ${task.error?.message} ${task.error?.description ?? ''}`,
	);
	return task.data?.main?.[0] ?? [];
}

export function single(run, nodeName) {
	const items = out(run, nodeName);
	assert.equal(items.length, 1, `node "${nodeName}" should output one item, got ${items.length}`);
	return items[0];
}

export function assertSucceeded(run) {
	const error = run?.data?.resultData?.error;
	assert.equal(
		run?.status,
		'success',
		`execution status is ${run?.status}: ${error?.message ?? ''} ${error?.description ?? ''}`,
	);
}
