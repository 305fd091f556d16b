import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { baseUrl, type AppContext } from '../context';
import { parseInstant } from '../http/instant';
import { DEFAULT_PAGE_SIZE, listBody, resolveCursor } from '../http/paging';
import { presentEvent } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import { Event, EventList, ListEventsQuery } from '../schemas/events';

/** GET /v1/events and /v1/events/:id (docs/contract.md "Events"): what a client that cannot receive webhooks polls. */
export const eventRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
	app.get(
		'/events',
		{
			preValidation: resolveCursor('event', ctx.events),
			schema: {
				operationId: 'listEvents',
				tags: ['events'],
				summary: "List the caller's events, newest first",
				description:
					'Events of the last 30 days. Cursor paging as for designs. To poll for new events, keep the id of the newest one seen and pass it as `ending_before`: events appear in the order they committed, so none is skipped.',
				querystring: ListEventsQuery,
				response: { 200: EventList, ...problemResponses(400, 422) },
			},
		},
		async (request) => {
			const { limit, type, created_after } = request.query;
			const page = await ctx.events.list({
				accountId: request.auth!.accountId,
				limit: limit ?? DEFAULT_PAGE_SIZE,
				...request.cursor,
				// The schema's `iso8601` format has accepted it, so it parses.
				filters: {
					type,
					createdAfter: created_after === undefined ? undefined : parseInstant(created_after),
				},
			});
			const base = baseUrl(request, ctx);
			return listBody(page, (e) => presentEvent(e, base));
		},
	);

	app.get(
		'/events/:id',
		{
			schema: {
				operationId: 'getEvent',
				tags: ['events'],
				summary: 'Get one event',
				params: IdParams,
				response: { 200: Type.Ref(Event), ...problemResponses(404) },
			},
		},
		async (request) => {
			const event = await ctx.events.get(request.auth!.accountId, request.params.id);
			return presentEvent(event, baseUrl(request, ctx));
		},
	);
};
