import type {
	ICredentialDataDecryptedObject,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

export class DesignGeneratorApi implements ICredentialType {
	name = 'designGeneratorApi';

	displayName = 'Design Generator API';

	icon: Icon = {
		light: 'file:../nodes/DesignGenerator/designGenerator.svg',
		dark: 'file:../nodes/DesignGenerator/designGenerator.dark.svg',
	};

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-design-generator#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description:
				'A key from the account settings of the Design Generation Service (starts with dgk_). API access needs the Business plan or higher.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			required: true,
			default: 'http://localhost:8765',
			placeholder: 'e.g. https://designs.example.com',
			description:
				'Address of the service, without the API path. The default is the local reference server.',
			// n8n 2.x's credential test shows only the error code when no answer came back (a `test`
			// function could say more, but n8n gives it only a deprecated request helper).
			hint: 'If the test shows a code: ECONNREFUSED means nothing listens at this address (start the service, check the port); ENOTFOUND, an unknown host name; ETIMEDOUT, no answer (firewall, wrong host); EPROTO or a certificate code, an HTTPS problem (the service may speak plain http://).',
		},
		{
			displayName: 'API Path Prefix',
			name: 'apiPrefix',
			type: 'options',
			options: [
				{ name: '/v1', value: '/v1' },
				{ name: '/api/v1', value: '/api/v1' },
			],
			default: '/v1',
			description: 'The path the API lives under; the service answers under both',
		},
	];

	/**
	 * Sends the key as a bearer token. A function rather than the declarative form
	 * (`Authorization: '=Bearer {{$credentials.apiKey}}'`): n8n evaluates that expression in its
	 * expression sandbox on every request, about a sixth of the node's CPU in n8n over a
	 * 500-item batch (docs/performance.md); this sets the same header.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		return {
			...requestOptions,
			headers: {
				...requestOptions.headers,
				Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
			},
		};
	}

	/**
	 * Reads the key's own account (`GET /account`), which answers about the key itself and needs a
	 * valid key of a Business (or higher) account. Every answer is read as a response and checked
	 * by the rules below, so the dialog shows what the service said: n8n's `responseCode` rules
	 * never fire, since the failed request's error reaches the credential tester without its
	 * response.
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{ $credentials.baseUrl.replace(/\\/+$/, "") + $credentials.apiPrefix }}',
			url: '/account',
			method: 'GET',
			ignoreHttpStatusErrors: true,
		},
		rules: [
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'code',
					value: 'unauthenticated',
					message:
						'The API key was rejected: it is missing, mistyped or revoked. Copy a current key from the account settings.',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'code',
					value: 'plan_not_eligible',
					message: 'API access requires the Business plan or higher',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'code',
					value: 'rate_limited',
					message: 'The key sent too many requests just now: wait a minute, then test again',
				},
			},
			{
				// Anything but the account: another server, or the wrong path prefix.
				type: 'responseSuccessBody',
				properties: {
					key: 'object',
					value: undefined,
					message:
						'The address did not answer like the Design Generation Service: check the Base URL and the API Path Prefix',
				},
			},
		],
	};
}
