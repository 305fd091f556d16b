/**
 * A request that gets no answer fails with a message that says what happened and where, and a
 * description that says what to check (never the message again), for each way a connection
 * fails: refused, unknown host, no answer in time, plain HTTP where HTTPS was asked, an untrusted
 * certificate, a dropped connection. The same holds for the Style dropdown.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { INode } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { connectionError } from '../../nodes/DesignGenerator/transport/connectionErrors';
import { loadOptions, runNode, shutdownN8nCore } from '../harness/n8n';
import { startScriptedServer, type ScriptedServer } from '../harness/scripted-server';

let server: ScriptedServer | undefined;

afterEach(async () => {
	await server?.close();
	server = undefined;
});

afterAll(() => shutdownN8nCore());

const credentialsFor = (baseUrl: string) => ({ apiKey: 'dgk_x', baseUrl, apiPrefix: '/v1' });

/** Design → Get against `baseUrl`, one try unless told; returns the error n8n stored. */
async function failingGet(baseUrl: string, requestOptions: Record<string, number> = {}) {
	const result = await runNode({
		parameters: {
			resource: 'design',
			operation: 'get',
			designId: 'dsn_g',
			requestOptions: { maxTries: 1, ...requestOptions },
		},
		credentials: credentialsFor(baseUrl),
	});
	expect(result.status).toBe('error');
	const error = result.error as unknown as {
		message: string;
		description: string;
		messages?: string[];
	};
	// Message and description say different things.
	expect(error.description).not.toContain(error.message);
	expect(error.message).not.toContain(error.description);
	return error;
}

async function closedPortUrl() {
	const probe = await startScriptedServer(() => undefined);
	await probe.close();
	return probe.url;
}

test('refused: names the address, says to start the service or fix host and port', async () => {
	const url = await closedPortUrl();
	const error = await failingGet(url, { maxTries: 2 });
	expect(error.message).toBe(`Nothing is listening at ${url}: the connection was refused`);
	expect(error.description).toContain('Start the Design Generation Service there');
	expect(error.description).toContain(`(GET ${url}/v1/designs/dsn_g, tried 2 times; ECONNREFUSED)`);
	// The raw error stays in n8n's details.
	expect(error.messages?.join('\n')).toMatch(/ECONNREFUSED/);
});

test('unknown host: names the host, says to check its spelling', async () => {
	const error = await failingGet('http://no-such-host.invalid:8765');
	expect(error.message).toBe('The host name no-such-host.invalid could not be found');
	expect(error.description).toMatch(/Check the spelling of the host/);
});

test('no answer in time: says how long it waited and that Request Timeout can be raised', async () => {
	server = await startScriptedServer(() => undefined); // accepts, never answers
	const error = await failingGet(server.url, { timeout: 1 });
	expect(error.message).toBe(`${server.url} did not answer within 1 second`);
	expect(error.description).toMatch(/raise Request Timeout/);
	expect(server.requests).toHaveLength(1);
});

test('https:// to a plain HTTP port: says the service does not speak HTTPS', async () => {
	server = await startScriptedServer((_req, res) => res.end('{}'));
	const url = server.url.replace('http:', 'https:');
	const error = await failingGet(url);
	expect(error.message).toBe(
		`${url} does not speak HTTPS: it answered the TLS handshake with plain HTTP`,
	);
	expect(error.description).toMatch(/Use http:\/\/ instead of https:\/\//);
});

describe('an untrusted certificate', () => {
	let dir: string;
	let https: Server;
	let url: string;

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'dg-tls-'));
		execFileSync(
			'openssl',
			[
				'req',
				'-x509',
				'-newkey',
				'rsa:2048',
				'-nodes',
				'-days',
				'1',
				'-subj',
				'/CN=localhost',
			].concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
			{ stdio: 'ignore' },
		);
		https = createHttpsServer(
			{ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
			(_req, res) => res.end('{}'),
		);
		await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
		url = `https://localhost:${(https.address() as AddressInfo).port}`;
	});

	afterAll(async () => {
		https.closeAllConnections();
		await new Promise((resolve) => https.close(resolve));
		rmSync(dir, { recursive: true, force: true });
	});

	test('says which problem the certificate has and how to make n8n trust it', async () => {
		const error = await failingGet(url);
		expect(error.message).toBe(
			`The HTTPS connection to ${url} was refused by n8n: its certificate is self-signed`,
		);
		expect(error.description).toMatch(/NODE_EXTRA_CA_CERTS/);
	});
});

test('a connection cut without an answer: says so and where to look', async () => {
	server = await startScriptedServer((_req, res) => res.socket?.destroy());
	const error = await failingGet(server.url);
	expect(error.message).toBe(`${server.url} closed the connection without answering`);
	expect(error.description).toMatch(/restarted or crashed/);
});

test.each([
	['CERT_HAS_EXPIRED', 'its certificate has expired'],
	['ERR_TLS_CERT_ALTNAME_INVALID', 'its certificate is for another host name'],
	['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'its certificate is not from an authority n8n trusts'],
	['SELF_SIGNED_CERT_IN_CHAIN', 'its certificate is self-signed'],
])('certificate code %s reads "%s"', (code, words) => {
	const node = { name: 'Design Generator' } as INode;
	const error = connectionError(node, Object.assign(new Error('tls'), { code }), {
		method: 'GET',
		url: 'https://designs.example.com/v1/styles',
		tries: 1,
		timeoutMs: 60_000,
	});
	expect(error).toBeInstanceOf(NodeApiError);
	expect(error.message).toBe(
		`The HTTPS connection to https://designs.example.com was refused by n8n: ${words}`,
	);
	expect(error.context.code).toBe(code);
});

test('the Style dropdown of a node whose service is down names the address', async () => {
	const url = await closedPortUrl();
	await expect(loadOptions('getStyles', credentialsFor(url))).rejects.toMatchObject({
		message: `Nothing is listening at ${url}: the connection was refused`,
	});
});
