import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import * as account from './actions/account';
import * as design from './actions/design';
import * as marketplace from './actions/marketplace';
import { DEFAULT_PARALLEL, router } from './actions/router';
import { MAIN_CONNECTION } from './mainConnection';
import { loadOptions } from './methods';
import { DEFAULT_MAX_TRIES, DEFAULT_TIMEOUT_SECONDS } from './transport';

export class DesignGenerator implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Design Generator',
		name: 'designGenerator',
		icon: { light: 'file:designGenerator.svg', dark: 'file:designGenerator.dark.svg' },
		group: ['transform'],
		// 1.1: Image Format defaults to PNG (actions/design/designImage.ts); 1 keeps SVG.
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description:
			'Generate fashion designs (garment flats as SVG or PNG) from a text prompt and a style, manage them, and publish them to the marketplace',
		defaults: { name: 'Design Generator' },
		usableAsTool: true,
		inputs: [MAIN_CONNECTION],
		outputs: [MAIN_CONNECTION],
		credentials: [{ name: 'designGeneratorApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{
						name: 'Account',
						value: 'account',
						description: "The API key's account: plan, rate limits and usage",
					},
					{
						name: 'Design',
						value: 'design',
						description: 'A fashion design generated from a prompt and a style',
					},
					{
						name: 'Marketplace',
						value: 'marketplace',
						description: 'Publications of designs on the marketplace',
					},
				],
				default: 'design',
			},
			...account.description,
			...design.description,
			...marketplace.description,
			{
				displayName: 'Request Options',
				name: 'requestOptions',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [
					{
						displayName: 'Max Tries',
						name: 'maxTries',
						type: 'number',
						typeOptions: { minValue: 1, maxValue: 10 },
						default: DEFAULT_MAX_TRIES,
						description:
							'How many times to send a request that gets a 429, 502, 503 or 504 answer or a network error before the item fails. Waits between tries grow exponentially and follow the Retry-After header.',
					},
					{
						displayName: 'Request Timeout (Seconds)',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1, maxValue: 600 },
						default: DEFAULT_TIMEOUT_SECONDS,
						description:
							'How long one try waits for the service to answer. A try that gets no answer in time counts as a network error: it is tried again while Max Tries allows.',
					},
					{
						displayName: 'Parallel Requests',
						name: 'parallel',
						type: 'number',
						typeOptions: { minValue: 1, maxValue: 500 },
						default: DEFAULT_PARALLEL,
						description:
							"At most how many input items to process at the same time. Requests are also paced by the service's rate-limit headers, so a large batch waits for room in the window instead of failing with 429. The output keeps the order of the input.",
					},
				],
			},
		],
	};

	methods = { loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
