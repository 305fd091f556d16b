// The Style dropdown as n8n's editor loads it: the editor asks its own REST API
// (`POST /rest/dynamic-node-parameters/options`) with the node's parameters and, once one is
// attached, the node's credential. A new node in a new workflow asks once before its credential
// is attached (n8n attaches the only credential of the type a moment later, and skips the reload
// while the first request is in flight), so the answer without a credential is the one a
// newcomer sees.
import assert from 'node:assert/strict';
import { CREDENTIAL_TYPE, CREDENTIALS, NODE_TYPE } from './workflow-kit.mjs';

/** The request body the editor sends for the Generate operation's Style dropdown. */
export function styleOptionsRequest({ credential, typeVersion = 1 } = {}) {
	return {
		nodeTypeAndVersion: { name: NODE_TYPE, version: typeVersion },
		path: 'parameters.style',
		methodName: 'getStyles',
		currentNodeParameters: {
			resource: 'design',
			operation: 'generate',
			prompt: '',
			style: '',
			waitForCompletion: true,
			downloadImage: false,
			additionalFields: {},
			options: {},
			requestOptions: {},
		},
		...(credential && { credentials: { [CREDENTIAL_TYPE]: credential } }),
	};
}

/** Asks for the Style options the way the editor does; returns `{ status, values, message }`. */
export async function requestStyleOptions(rest, options) {
	const r = await rest.request(
		'POST',
		'/rest/dynamic-node-parameters/options',
		styleOptionsRequest(options),
	);
	const data = r.json?.data;
	return {
		status: r.status,
		values: Array.isArray(data) ? data.map((o) => o.value) : undefined,
		names: Array.isArray(data) ? data.map((o) => o.name) : undefined,
		message: Array.isArray(data) ? undefined : (r.json?.message ?? r.text.slice(0, 300)),
	};
}

export const EDITOR_OPTIONS = {
	title:
		'editor: the Style dropdown lists the twelve styles without a credential (as a new node first asks) and with one (POST /rest/dynamic-node-parameters/options, type versions 1 and 1.1)',
	/**
	 * `server` is the e2e's reference server: every answer must be the styles it lists, in its
	 * order, with a credential (asked from the service) and without one (the node's catalogue).
	 */
	async run(rest, server) {
		const listed = await fetch(`${server.baseUrl}/v1/styles`, {
			headers: { authorization: `Bearer ${server.apiKey}` },
		});
		assert.equal(listed.status, 200, `GET /v1/styles: HTTP ${listed.status}`);
		const styleIds = (await listed.json()).data.map((style) => style.id);
		assert.equal(styleIds.length, 12, `the service lists ${styleIds.length} styles`);
		const seen = [];
		for (const typeVersion of [1, 1.1]) {
			for (const credential of [undefined, CREDENTIALS.good]) {
				const answer = await requestStyleOptions(rest, { credential, typeVersion });
				const label = `v${typeVersion} ${credential ? 'with' : 'without'} a credential`;
				seen.push(`${label}: HTTP ${answer.status} ${answer.values?.join(',') ?? answer.message}`);
				assert.equal(answer.status, 200, `${label}: HTTP ${answer.status}: ${answer.message}`);
				assert.deepEqual(answer.values, styleIds, label);
				assert.ok(answer.names.includes('Avant-garde'), `${label}: names ${answer.names}`);
			}
		}
		return seen;
	},
};
