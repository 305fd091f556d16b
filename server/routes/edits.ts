import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { trimInstruction } from '../http/normalise';
import { presentDesign } from '../presenters';
import { IdParams, problemResponses } from '../schemas/common';
import { Design, EditBody } from '../schemas/designs';
import type { DesignRecord } from '../store/types';

/** `POST /v1/designs/:id/edits` (docs/contract.md "Edits"). */
export const editRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
	/** 201 with the new design and its Location, also while it is pending (it exists: poll it). */
	const sendCreated = (request: FastifyRequest, reply: FastifyReply, design: DesignRecord) => {
		const base = baseUrl(request, ctx);
		return reply
			.code(201)
			.header('Location', `${base}/v1/designs/${design.id}`)
			.send(presentDesign(design, base));
	};

	app.post(
		'/designs/:id/edits',
		{
			config: {
				// One generation, charged as a generate is.
				rateLimit: 'generate',
				// A retried key whose edit was created: the edit as it is now.
				idempotentReplay: async (request, reply, resource) =>
					sendCreated(request, reply, await ctx.designs.get(request.auth!.accountId, resource.id)),
			},
			preValidation: async (request) => trimInstruction(request.body),
			schema: {
				operationId: 'editDesign',
				tags: ['designs'],
				summary: 'Change a design in plain words',
				description: `Creates a new design from the source design and an instruction ("make it navy with short sleeves", "swap the zip for buttons", "in linen"). What the instruction names changes; everything it does not name stays as the source has it: garment, colours, print, materials, details and style. Where it names something open ("add a print", a garment whose length the source does not say), the edit's \`seed\` chooses. The source is unchanged; the new design has \`parent_id\` = the source and \`edit_instruction\` = the instruction, keeps the source's prompt, style and colourway, and its own \`seed\` is the edit's. An edit of an edit applies both instructions, in order; a variation or colourway of an edited design keeps its edits.

Answers 201 with the design and its \`Location\`, also when the server runs with a generation latency: the design is then \`pending\` and becomes \`succeeded\` later (poll it). It records \`design.succeeded\` like any design.

422 \`instruction_not_understood\` when nothing in the instruction maps to a change the generator can make, or what it names changes nothing of this design (a sleeve on jeans, a colour it already has, a belt it does not have to take off): the \`detail\` says what was understood and what was not. 404 \`design_not_found\` for a design that is not one of yours (an edit racing a delete of its source is made only if it commits first: a deleted source may still have edits, as it may have variations); 409 \`design_not_ready\` while the source is \`pending\`, and for a \`failed\` source. Counts as one generation against the \`generate\` rate limit, and against the account's design quota (403 \`design_quota_exceeded\`). With an \`Idempotency-Key\`, a retry replays the response.`,
				params: IdParams,
				body: EditBody,
				response: {
					201: Type.Ref(Design, {
						description: 'The new design (`pending` while the server delays generation).',
					}),
					...problemResponses(400, 404, 409, 413, 415, 422),
				},
			},
		},
		async (request, reply) => {
			const design = await ctx.designs.createEdit(
				request.auth!.accountId,
				request.params.id,
				request.body,
				request.idempotencyClaim ?? undefined,
			);
			return sendCreated(request, reply, design);
		},
	);
};
