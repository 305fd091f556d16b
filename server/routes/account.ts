import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';
import { presentAccount } from '../presenters';
import { Account } from '../schemas/account';
import { NoQuery, problemResponses } from '../schemas/common';

export const accountRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	app.get(
		'/account',
		{
			schema: {
				operationId: 'getAccount',
				tags: ['account'],
				summary: "Get the caller's account: plan, rate limits and usage",
				description:
					'`usage.designs` counts existing designs (variations included), `usage.publications` live publications, `usage.generations_this_month` designs created since the first of the current month (UTC), deleted ones included.',
				querystring: NoQuery,
				response: { 200: Account, ...problemResponses(422) },
			},
		},
		async (request) => presentAccount(await ctx.accounts.get(request.auth!.accountId)),
	);
};
