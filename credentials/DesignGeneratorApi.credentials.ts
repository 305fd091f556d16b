import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
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
			description: 'Address of the service, without the API path. The default is the local reference server.',
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

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.apiKey}}',
			},
		},
	};

	// Reads the style list: it needs a valid key of a Business (or higher) account, nothing more.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{ $credentials.baseUrl.replace(/\\/+$/, "") + $credentials.apiPrefix }}',
			url: '/styles',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'The API key was rejected: it is missing, mistyped, or revoked. Copy a current key from the account settings.',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 403,
					message: 'API access requires the Business plan or higher',
				},
			},
		],
	};
}
