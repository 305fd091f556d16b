import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { listBody } from '../http/paging';
import { presentDesign } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import { DEFAULT_VARIATIONS, DesignList, VariationsBody } from '../schemas/designs';
import type { DesignRecord } from '../store/types';

/** `POST /v1/designs/:id/variations` (docs/contract.md "Variations and colourways"). */
export const variationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	/** 201 with the list, also while the variations are pending (they exist: poll each one). */
	const sendCreated = (request: FastifyRequest, reply: FastifyReply, designs: DesignRecord[]) => {
		const base = baseUrl(request, ctx);
		return reply
			.code(201)
			.send(listBody({ items: designs, hasMore: false }, (d) => presentDesign(d, base)));
	};

	app.post(
		'/designs/:id/variations',
		{
			config: {
				rateLimit: 'generate',
				// Each variation is one generation; charged once the body is valid (see rate-limit.ts).
				rateLimitCost: (request) =>
					(request.body as VariationsBody | undefined)?.count ?? DEFAULT_VARIATIONS,
				// A retried key whose variations were created: the variations as they are now (those
				// deleted since are left out), from the ids its recovery point holds.
				idempotentReplay: async (request, reply, resource) =>
					sendCreated(
						request,
						reply,
						await ctx.designs.getMany(request.auth!.accountId, resource.id.split(' ')),
					),
			},
			schema: {
				operationId: 'createVariations',
				tags: ['designs'],
				summary: 'Make variations or a colourway of a design',
				description: `Creates \`count\` new designs (default ${DEFAULT_VARIATIONS}) with the source design's prompt and style, each with its own seed and \`parent_id\` = the source. With \`colors\`, a colourway: the source's garment, pattern and details, repainted in these colours and no others. A variation's image follows from (prompt, style, seed, colors) and the source's seed: the first colour is the cloth's and the seed chooses which of the others goes to the print, trims and hardware, so with one or two colours every variation of a colourway is the same image. A body is required (\`{}\` takes the defaults).

Answers 201 with the list (\`has_more\` false), also when the server runs with a generation latency: the variations are then \`pending\` and each becomes \`succeeded\` later (poll them, or list with \`parent_id\`). All variations of a request are created in one transaction: all or none.

404 \`design_not_found\` for a design that is not one of yours; 409 \`design_not_ready\` while the source is \`pending\`, and for a \`failed\` source (it has no garment, pattern or details to vary). Each variation counts as one generation against the \`generate\` rate limit: this endpoint checks the limit after validating the body, against \`count\`; a request refused with 429 is not charged. With an \`Idempotency-Key\`, a retry replays the response; a retry after a lost response is answered from the variations created (those deleted since are left out).`,
				params: IdParams,
				body: VariationsBody,
				response: {
					201: { ...DesignList, description: 'The new designs, in seed order.' },
					...problemResponses(400, 404, 409, 413, 415, 422),
				},
			},
		},
		async (request, reply) => {
			const { count = DEFAULT_VARIATIONS, colors, seed } = request.body;
			const designs = await ctx.designs.createVariations(
				request.auth!.accountId,
				request.params.id,
				{ count, colors, seed },
				request.idempotencyClaim ?? undefined,
			);
			return sendCreated(request, reply, designs);
		},
	);
};
