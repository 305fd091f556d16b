import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../context';
import { IdParams, problemResponse, problemResponses } from '../schemas/common';
import { TechPack, TechPackQuery } from '../schemas/techpack';
import { designTechPack } from '../services/techpack-service';
import type { TechPack as TechPackContent, TechPackSizeSystem } from '../techpack/types';

/** `GET /v1/designs/:id/techpack` (../shared/SPEC.md "Tech packs"). */
export const techPackRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (
	app,
	{ ctx },
) => {
	app.get(
		'/designs/:id/techpack',
		{
			schema: {
				operationId: 'getDesignTechPack',
				tags: ['designs'],
				summary: "Get a design's tech pack",
				description: `What a factory needs to sample the design: its flats, the points of measure for every size (with tolerances and how to measure each), the bill of materials, how it is sewn (ISO 4915 stitch classes and SPI) and its colourways. Built from the design as it was generated, so the same design always gives the same pack; \`style_number\` is derived from the id.

JSON by default (\`format=json\`, \`Accept: application/json\` or \`*/*\`); the same content as an A4 PDF with \`format=pdf\` or when \`Accept\` prefers \`application/pdf\`. \`unit\` (\`cm\` or \`in\`) and \`sizes\` (\`alpha\` or \`numeric\`) choose how the measurements read.

404 \`design_not_found\` for a design that is not one of yours (or was deleted); 409 \`design_not_ready\` while it is \`pending\`; 409 \`design_failed\` when its generation failed.`,
				params: IdParams,
				querystring: TechPackQuery,
				response: {
					200: {
						description:
							'The tech pack: JSON, or the same content as a PDF (A4 landscape, vector flats, searchable text).',
						headers: {
							'Content-Disposition': {
								type: 'string',
								description: 'For the PDF: `inline; filename="<style_number>.pdf"`.',
							},
						},
						content: {
							'application/json': { schema: Type.Ref(TechPack) },
							'application/pdf': {
								schema: {
									type: 'string',
									contentMediaType: 'application/pdf',
									description: 'PDF bytes.',
								},
							},
						},
					},
					...problemResponses(404, 422, 503),
					409: {
						...problemResponse(409),
						description: '`design_not_ready` (pending) or `design_failed` (generation failed).',
					},
				},
			},
		},
		async (request, reply) => {
			const { unit = 'cm', sizes = 'alpha', format } = request.query;
			const pack = await designTechPack(ctx.designs, request.auth!.accountId, request.params.id, {
				unit,
				sizes,
				baseUrl: baseUrl(request, ctx),
			});
			if (format === 'pdf' || (format === undefined && prefersPdf(request)))
				return techPackPdf(ctx, request, reply, pack, sizes);
			return pack;
		},
	);
};

/**
 * The PDF answer: the same pack laid out with its front (stored) and back (drawn) flats,
 * rendered on the PDF pool and cached by a digest of the pack, so a design whose pack changes
 * (a new colourway variation) is rendered again.
 */
async function techPackPdf(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	pack: TechPackContent,
	sizes: TechPackSizeSystem,
): Promise<Buffer> {
	const accountId = request.auth!.accountId;
	const version = createHash('sha256').update(JSON.stringify(pack)).digest('base64url');
	const bytes = await ctx.techPackPdf.pdf(
		{ designId: pack.design_id, version, unit: pack.unit, sizes },
		async () => {
			const [front, back] = await Promise.all([
				ctx.designs.image(accountId, pack.design_id, 'svg', 'front'),
				ctx.designs.image(accountId, pack.design_id, 'svg', 'back'),
			]);
			return {
				pack,
				flats: { front: front.bytes.toString('utf8'), back: back.bytes.toString('utf8') },
			};
		},
	);
	void reply
		.type('application/pdf')
		.header('Content-Disposition', `inline; filename="${pack.style_number}.pdf"`)
		.header('Vary', 'Accept');
	return bytes;
}

/** Media ranges of `Accept`, each with its q (RFC 9110 §12.5.1). */
function acceptRanges(header: string): { type: string; q: number }[] {
	return header.split(',').map((part) => {
		const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
		const q = params.map((param) => /^q=([01](?:\.\d{0,3})?)$/.exec(param)?.[1]).find(Boolean);
		return { type, q: q === undefined ? 1 : Number(q) };
	});
}

/** The q `Accept` gives a media type: that of its most specific matching range (0 when none). */
function qualityOf(ranges: { type: string; q: number }[], type: string): number {
	const [major] = type.split('/');
	for (const candidate of [type, `${major}/*`, '*/*']) {
		const match = ranges.find((range) => range.type === candidate);
		if (match) return match.q;
	}
	return 0;
}

/** Whether `Accept` prefers a PDF to JSON; JSON wins ties, and answers an `Accept` naming neither. */
function prefersPdf(request: FastifyRequest): boolean {
	const header = request.headers.accept;
	if (!header) return false;
	const ranges = acceptRanges(header);
	const pdf = qualityOf(ranges, 'application/pdf');
	return pdf > 0 && pdf > qualityOf(ranges, 'application/json');
}
