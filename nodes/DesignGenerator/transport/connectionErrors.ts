/**
 * Requests that got no HTTP response at all, as errors a person can act on: the message says what
 * happened and where (refused, unknown host, no answer in time, HTTPS refused, connection cut),
 * the description what to check, and the raw error stays in n8n's error details.
 */
import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

type FailureKind = 'refused' | 'dns' | 'timeout' | 'tls' | 'plainHttp' | 'reset' | 'unreachable';

const KIND_OF_CODE: Record<string, FailureKind> = {
	ECONNREFUSED: 'refused',
	ENOTFOUND: 'dns',
	EAI_AGAIN: 'dns',
	EAI_NONAME: 'dns',
	ETIMEDOUT: 'timeout',
	ECONNABORTED: 'timeout',
	ESOCKETTIMEDOUT: 'timeout',
	ECONNRESET: 'reset',
	EPIPE: 'reset',
	EHOSTUNREACH: 'unreachable',
	ENETUNREACH: 'unreachable',
	EADDRNOTAVAIL: 'unreachable',
	// An https:// URL answered by a plain HTTP server (EPROTO says so only in its message).
	ERR_SSL_WRONG_VERSION_NUMBER: 'plainHttp',
};

/** What a TLS error code says about the certificate, in words. */
const CERTIFICATE_PROBLEMS: Array<[RegExp, string]> = [
	[/SELF_SIGNED/, 'its certificate is self-signed'],
	[/CERT_HAS_EXPIRED/, 'its certificate has expired'],
	[/CERT_NOT_YET_VALID/, 'its certificate is not valid yet'],
	[/ALTNAME|HOSTNAME/, 'its certificate is for another host name'],
	[
		/UNABLE_TO|ISSUER|CERT_UNTRUSTED|CERT_CHAIN/,
		'its certificate is not from an authority n8n trusts',
	],
	[/CERT|TLS|SSL|EPROTO/, 'the TLS handshake failed'],
];

/**
 * The error code (ECONNREFUSED, CERT_HAS_EXPIRED, …) of a failed request. n8n's wrapper keeps it in
 * `httpCode` and drops the underlying error, so look there as well as in `code` and `cause`.
 */
export function networkErrorCode(error: unknown): string | undefined {
	if (typeof error !== 'object' || error === null) return undefined;
	const { code, httpCode, cause } = error as {
		code?: unknown;
		httpCode?: unknown;
		cause?: unknown;
	};
	for (const candidate of [code, httpCode]) {
		if (typeof candidate === 'string' && /^[A-Z][A-Z0-9_]+$/.test(candidate)) return candidate;
	}
	return cause === error ? undefined : networkErrorCode(cause);
}

/** The raw reason of a failed request, e.g. "connect ECONNREFUSED 127.0.0.1:8765". */
function rawReason(failure: unknown): string {
	const { message, messages } = (failure ?? {}) as { message?: string; messages?: string[] };
	// n8n replaces the message with a general one; the original is kept in messages.
	return (messages?.[0] ?? message ?? String(failure)).trim();
}

function kindOf(code: string | undefined, reason: string): FailureKind | 'certificate' | undefined {
	if (code && KIND_OF_CODE[code]) return KIND_OF_CODE[code];
	if (/wrong version number/i.test(reason)) return 'plainHttp';
	if (/socket hang up/i.test(reason)) return 'reset';
	if (/timeout|timed out/i.test(reason)) return 'timeout';
	if (code && CERTIFICATE_PROBLEMS.some(([pattern]) => pattern.test(code))) return 'certificate';
	return undefined;
}

export interface FailedRequest {
	method: string;
	url: string;
	tries: number;
	timeoutMs: number;
	itemIndex?: number;
}

const CREDENTIAL = 'the Base URL of the Design Generator API credential';

const seconds = (ms: number) => {
	const n = Math.round(ms / 1000);
	return `${n} second${n === 1 ? '' : 's'}`;
};

/** A request that got no response, as an error that says where it went and what to check. */
export function connectionError(node: INode, failure: unknown, request: FailedRequest) {
	if (failure instanceof NodeOperationError) return failure;
	const reason = rawReason(failure);
	const code = networkErrorCode(failure);
	const url = new URL(request.url);
	const origin = url.origin;
	const host = url.hostname;
	const { message, advice } = explain(kindOf(code, reason), { code, origin, host, request });
	const tries = request.tries === 1 ? 'once' : `${request.tries} times`;
	const error = new NodeApiError(node, { message: reason } as JsonObject, {
		message,
		description: `${advice}\n(${request.method} ${request.url}, tried ${tries}${code ? `; ${code}` : ''})`,
		itemIndex: request.itemIndex,
	});
	// n8n swaps in its own wording when a message contains a known code; ours already explains it.
	error.message = message;
	if (code) error.context.code = code;
	return error;
}

function explain(
	kind: ReturnType<typeof kindOf>,
	{
		code,
		origin,
		host,
		request,
	}: { code?: string; origin: string; host: string; request: FailedRequest },
): { message: string; advice: string } {
	const inDocker =
		'If n8n runs in Docker, localhost is its own container: use the host name of the machine or container the service runs on.';
	switch (kind) {
		case 'refused':
			return {
				message: `Nothing is listening at ${origin}: the connection was refused`,
				advice: `Start the Design Generation Service there (npm start runs the reference server at http://localhost:8765), or correct the host and port in ${CREDENTIAL}. ${inDocker}`,
			};
		case 'dns':
			return {
				message: `The host name ${host} could not be found`,
				advice: `Check the spelling of the host in ${CREDENTIAL}, and that the machine n8n runs on can resolve it (DNS, /etc/hosts, VPN).`,
			};
		case 'timeout':
			return {
				message:
					code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT'
						? `Connecting to ${origin} timed out`
						: `${origin} did not answer within ${seconds(request.timeoutMs)}`,
				advice: `A firewall may be dropping the connection, the host or port in ${CREDENTIAL} may be wrong, or the service is overloaded. If the service is only slow, raise Request Timeout in the node's Request Options.`,
			};
		case 'plainHttp':
			return {
				message: `${origin} does not speak HTTPS: it answered the TLS handshake with plain HTTP`,
				advice: `Use http:// instead of https:// in ${CREDENTIAL}, or put the service behind a proxy that terminates TLS.`,
			};
		case 'certificate': {
			const problem =
				CERTIFICATE_PROBLEMS.find(([pattern]) => pattern.test(code ?? ''))?.[1] ??
				'the TLS handshake failed';
			return {
				message: `The HTTPS connection to ${origin} was refused by n8n: ${problem}`,
				advice:
					'Give the service a certificate from a public authority for this host name, or make n8n trust your own authority (NODE_EXTRA_CA_CERTS in the environment of the n8n process).',
			};
		}
		case 'reset':
			return {
				message: `${origin} closed the connection without answering`,
				advice: `The service may have restarted or crashed (see its log), or a proxy cut the connection. An http:// Base URL pointed at an HTTPS port does this too: check ${CREDENTIAL}.`,
			};
		case 'unreachable':
			return {
				message: `${host} cannot be reached from n8n: there is no route to it`,
				advice: `Check ${CREDENTIAL}, and the network between n8n and the service (VPN, firewall, container network).`,
			};
		default:
			return {
				message: `The request to ${origin} failed before the service answered`,
				advice: `Check ${CREDENTIAL} and that the Design Generation Service is running.`,
			};
	}
}
