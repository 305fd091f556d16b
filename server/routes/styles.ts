import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STYLES } from '../generator';
import { problemResponses } from '../schemas/common';
import { StyleList } from '../schemas/styles';

export const styleRoutes: FastifyPluginAsyncTypebox = async (app) => {
	const body = {
		object: 'list' as const,
		data: STYLES.map(({ id, name, description }) => ({ id, name, description })),
	};
	app.get(
		'/styles',
		{
			schema: {
				operationId: 'listStyles',
				tags: ['styles'],
				summary: 'List the style catalog',
				response: { 200: StyleList, ...problemResponses() },
			},
		},
		async () => body,
	);
};
