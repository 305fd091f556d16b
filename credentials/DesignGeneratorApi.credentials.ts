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
			// n8n 1.x's credential test shows its own short wording (a `test` function could say more,
			// but n8n gives it only a deprecated request helper): the hint says what each one means.
			hint: 'If the test says "Authorization failed": the API key was rejected. "Forbidden": the account is below the Business plan. "could not be found": this address or the API Path Prefix is not the service. A code: ECONNREFUSED means nothing listens here (start the service, check the port); ENOTFOUND, an unknown host name; ETIMEDOUT, no answer (firewall, wrong host); EPROTO or a certificate code, an HTTPS problem (the service may speak plain http://).',
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
	 * expression sandbox on every request (its cost is in docs/performance.md); this sets the same
	 * header.
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
	 * Lists the key's designs (`GET /designs`), an endpoint the service's public interface promises,
	 * so the test works against any service that keeps it. A valid key of a Business account gets
	 * 2xx; anything else fails. n8n 2.x shows the `responseCode` rules' sentences; 1.x its own
	 * wording (Authorization failed, Forbidden, not found), which the Base URL hint explains. A 2xx
	 * that is a web page or empty (another server, e.g. n8n's own editor) fails too: the body is
	 * read as text, since a service may answer a bare array and n8n's tester cannot read a rule
	 * against an empty one.
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{ $credentials.baseUrl.replace(/\\/+$/, "") + $credentials.apiPrefix }}',
			url: '/designs',
			method: 'GET',
			// The body as text, whatever it is: the rules below look at its first character, and an
			// empty list (`[]`) stays one item for n8n's tester to read.
			encoding: 'text',
			json: false,
		},
		// n8n's type wants one kind of rule per list; its tester reads each rule by its own type.
		rules: [
			{
				type: 'responseSuccessBody',
				properties: {
					key: '0',
					value: '<',
					message:
						'The address answered with a web page, not the API: check the Base URL and the API Path Prefix',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'length',
					value: 0,
					message:
						'The address answered with an empty body, not the API: check the Base URL and the API Path Prefix',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'The API key was rejected: it is missing, mistyped or revoked. Copy a current key from the account settings.',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 403,
					message: 'API access requires the Business plan or higher',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 404,
					message:
						'The address did not answer like the Design Generation Service: check the Base URL and the API Path Prefix',
				},
			},
		] as ICredentialTestRequest['rules'],
	};
}
