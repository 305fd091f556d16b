import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { normaliseStyle, trimPrompt } from '../http/normalise';
import { presentDesign } from '../presenters';
import { problemResponses } from '../schemas/common';
import { Design, GenerateBody } from '../schemas/designs';
import type { DesignRecord } from '../store/types';

export const generateRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	/** 201 with the design (202 while it is pending), and its Location. */
	const sendCreated = (request: FastifyRequest, reply: FastifyReply, design: DesignRecord) => {
		const base = baseUrl(request, ctx);
		return reply
			.code(design.status === 'pending' ? 202 : 201)
			.header('Location', `${base}/v1/designs/${design.id}`)
			.send(presentDesign(design, base));
	};

	app.post(
		'/generate',
		{
			config: {
				rateLimit: 'generate',
				// A retried key whose design was created: the design as it is now (201, or 202 while pending).
				idempotentReplay: async (request, reply, resource) =>
					sendCreated(request, reply, await ctx.designs.get(request.auth!.accountId, resource.id)),
			},
			preValidation: async (request) => {
				trimPrompt(request.body);
				normaliseStyle(request.body);
			},
			schema: {
				operationId: 'generateDesign',
				tags: ['designs'],
				summary: 'Generate a design from a prompt and a style',
				description:
					'Creates a design and answers 201 once it is committed. When the server runs with a generation latency, it answers 202 with `status: pending`; poll `GET /v1/designs/{id}` until `succeeded` or `failed`. Send an `Idempotency-Key` to retry safely.',
				body: GenerateBody,
				response: {
					201: Type.Ref(Design, { description: 'The design, generated.' }),
					202: Type.Ref(Design, { description: 'The design, accepted and still `pending`.' }),
					...problemResponses(400, 409, 413, 415, 422),
				},
			},
		},
		async (request, reply) => {
			const design = await ctx.designs.create(
				request.auth!.accountId,
				request.body,
				request.idempotencyClaim ?? undefined,
			);
			return sendCreated(request, reply, design);
		},
	);
};
