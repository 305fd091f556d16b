/**
 * A service with the contract's tech pack and edit routes (../shared/SPEC.md "Tech packs",
 * "Edits"), for the node's tests of Get Tech Pack and Edit: designs, their images, their tech packs
 * as JSON and as a PDF, edits that answer 201 with a finished or a pending design. Built on the
 * scripted server, so every request is recorded. Options make it a service without those routes
 * (answering them as an unknown path: the reference contract's 404, a framework's plain 404 or a
 * 405), or one whose PDF answer names no file.
 */
import type { ServerResponse } from 'node:http';

import {
	type RecordedRequest,
	type ScriptedServer,
	sendJson,
	startScriptedServer,
} from './scripted-server';

export const KEY = 'dgk_techpack-test-key';

export interface TechPackServiceOptions {
	/** How the tech pack and edit routes answer when the service has none. */
	missingRoutes?: 'not_found' | 'plain_404' | '405';
	/** Leave Content-Disposition off the PDF answer. */
	pdfWithoutFileName?: boolean;
	/** Edits answer 201 with `status: pending`; the design succeeds after this many GETs of it. */
	editPendingPolls?: number;
}

export interface TechPackService extends ScriptedServer {
	credentials(): { apiKey: string; baseUrl: string; apiPrefix: '/v1' };
	/** Adds a design (`succeeded` unless told) and returns it. */
	addDesign(status?: 'succeeded' | 'pending' | 'failed'): Design;
	design(id: string): Design | undefined;
	/** The PDF this service serves for a design: what the node must hand on byte for byte. */
	pdfOf(designId: string): Buffer;
	techPackOf(designId: string, unit?: string, sizes?: string): Record<string, unknown>;
}

export interface Design extends Record<string, unknown> {
	id: string;
	status: string;
}

/** PNG's signature, then bytes: enough for the node's sniffing and an equality check. */
export const PNG_BYTES = Buffer.concat([
	Buffer.from('89504e470d0a1a0a', 'hex'),
	Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) % 256)),
]);

/** Instructions with none of these words are "not understood", as the contract's 422 says. */
const UNDERSTOOD = ['navy', 'red', 'linen', 'short', 'sleeves', 'buttons', 'stripes', 'make', 'it'];

export async function startTechPackService(
	options: TechPackServiceOptions = {},
): Promise<TechPackService> {
	const designs = new Map<string, Design>();
	const pollsLeft = new Map<string, number>();
	let counter = 0;
	let base = '';

	const newDesign = (status: string, extra: Record<string, unknown> = {}): Design => {
		const id = `dsn_techpack${String(++counter).padStart(12, '0')}`;
		const design: Design = {
			id,
			object: 'design',
			status,
			prompt: 'white cotton shirt with long sleeves',
			style: 'minimalist',
			seed: counter,
			title: 'White Cotton Shirt',
			garment: 'shirt',
			colors: [{ name: 'white', hex: '#ffffff' }],
			image: { url: `${base}/v1/designs/${id}/image`, media_type: 'image/svg+xml' },
			parent_id: null,
			...(status === 'failed' && { error: { code: 'render_failed', detail: 'It failed.' } }),
			...extra,
		};
		designs.set(id, design);
		return design;
	};

	const styleNumber = (id: string) => `DG-${id.slice(-6).toUpperCase()}`;
	const techPackOf = (id: string, unit = 'cm', sizes = 'alpha') => {
		const labels =
			sizes === 'numeric' ? ['34', '36', '38', '40', '42'] : ['XS', 'S', 'M', 'L', 'XL'];
		const factor = unit === 'in' ? 1 / 2.54 : 1;
		return {
			object: 'techpack',
			design_id: id,
			style_number: styleNumber(id),
			title: 'White Cotton Shirt',
			garment: 'shirt',
			base_size: labels[2],
			sizes: labels,
			unit,
			flats: {
				front: `${base}/v1/designs/${id}/image?view=front`,
				back: `${base}/v1/designs/${id}/image?view=back`,
			},
			points_of_measure: [
				{
					code: 'A',
					name: 'Chest width',
					how_to_measure: '2.5 cm below the armhole, edge to edge',
					tolerance: 1,
					values: Object.fromEntries(
						labels.map((label, i) => [label, Math.round((48 + 2 * i) * factor * 10) / 10]),
					),
					critical: true,
				},
			],
			bill_of_materials: [],
			construction: [],
			colourways: [],
			created_at: '2026-11-21T10:00:00.000Z',
		};
	};
	// Every byte value, as a PDF's binary streams have: a text round trip would break them.
	const pdfOf = (id: string) =>
		Buffer.concat([
			Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n% ${styleNumber(id)}\n`, 'latin1'),
			Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
			Buffer.from('\n%%EOF\n', 'latin1'),
		]);

	const problem = (res: ServerResponse, status: number, code: string, detail: string) =>
		sendJson(res, status, {
			type: `${base}/errors/${code}`,
			title: code,
			status,
			detail,
			code,
			request_id: `req_${counter}`,
		});

	const missingRoute = (res: ServerResponse) => {
		if (options.missingRoutes === '405') {
			res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain' });
			return res.end('Method Not Allowed');
		}
		if (options.missingRoutes === 'plain_404') {
			res.writeHead(404, { 'Content-Type': 'text/html' });
			return res.end('<!DOCTYPE html><html><body><pre>Cannot GET</pre></body></html>');
		}
		return problem(res, 404, 'not_found', 'No route matches this path.');
	};

	/** Whether a design cannot be used (404 unknown, 409 pending or failed), answered so. */
	const refused = (
		res: ServerResponse,
		design: Design | undefined,
		id: string,
		failedToo: boolean,
	): boolean => {
		if (!design) problem(res, 404, 'design_not_found', `No design with id '${id}'.`);
		else if (design.status === 'pending')
			problem(res, 409, 'design_not_ready', `Design ${id} is still being generated.`);
		else if (failedToo && design.status === 'failed')
			problem(res, 409, 'design_failed', `Design ${id} failed; it has no tech pack.`);
		else return false;
		return true;
	};

	const handle = (request: RecordedRequest, res: ServerResponse) => {
		const url = new URL(request.url, base);
		if (request.headers.authorization !== `Bearer ${KEY}`)
			return problem(res, 401, 'unauthenticated', 'A valid API key is required.');
		const match = /^\/v1\/designs\/([^/]+)(?:\/(image|techpack|edits))?$/.exec(url.pathname);
		if (!match) return missingRoute(res);
		const [, id, sub] = match;
		const design = designs.get(decodeURIComponent(id));
		if ((sub === 'techpack' || sub === 'edits') && options.missingRoutes) return missingRoute(res);

		if (!sub && request.method === 'GET') {
			if (!design) return problem(res, 404, 'design_not_found', `No design with id '${id}'.`);
			const left = pollsLeft.get(design.id) ?? 0;
			if (left > 0) pollsLeft.set(design.id, left - 1);
			if (left === 1) design.status = 'succeeded';
			return sendJson(res, 200, design);
		}
		if (sub === 'image' && request.method === 'GET') {
			if (refused(res, design, id, false)) return;
			res.writeHead(200, { 'Content-Type': 'image/png' });
			return res.end(PNG_BYTES);
		}
		if (sub === 'techpack' && request.method === 'GET') {
			if (refused(res, design, id, true)) return;
			const pdf =
				url.searchParams.get('format') === 'pdf' ||
				String(request.headers.accept ?? '').startsWith('application/pdf');
			if (!pdf) {
				const unit = url.searchParams.get('unit') ?? 'cm';
				const sizes = url.searchParams.get('sizes') ?? 'alpha';
				return sendJson(res, 200, techPackOf(design!.id, unit, sizes));
			}
			res.writeHead(200, {
				'Content-Type': 'application/pdf',
				...(!options.pdfWithoutFileName && {
					'Content-Disposition': `inline; filename="${styleNumber(design!.id)}.pdf"`,
				}),
			});
			return res.end(pdfOf(design!.id));
		}
		if (sub === 'edits' && request.method === 'POST') {
			const body = JSON.parse(request.body || '{}') as { instruction?: string; seed?: number };
			if (refused(res, design, id, false)) return;
			const words = String(body.instruction ?? '')
				.toLowerCase()
				.split(/\W+/)
				.filter(Boolean);
			const understood = words.filter((word) => UNDERSTOOD.includes(word));
			if (understood.length === 0) {
				return problem(
					res,
					422,
					'instruction_not_understood',
					`Nothing in the instruction maps to a change: understood nothing; not understood: ${words.map((w) => `'${w}'`).join(', ')}. Name a colour, material, pattern or detail.`,
				);
			}
			const pending = (options.editPendingPolls ?? 0) > 0;
			const edited = newDesign(pending ? 'pending' : 'succeeded', {
				parent_id: design!.id,
				edit_instruction: body.instruction,
				...(body.seed !== undefined && { seed: body.seed }),
				colors: [{ name: 'navy', hex: '#1f2a44' }],
			});
			if (pending) pollsLeft.set(edited.id, options.editPendingPolls!);
			return sendJson(res, 201, edited, { Location: `${base}/v1/designs/${edited.id}` });
		}
		return missingRoute(res);
	};

	const server = await startScriptedServer((request, res) => handle(request, res));
	base = server.url;
	return {
		...server,
		credentials: () => ({ apiKey: KEY, baseUrl: base, apiPrefix: '/v1' }),
		addDesign: (status = 'succeeded') => newDesign(status),
		design: (id) => designs.get(id),
		pdfOf,
		techPackOf,
	};
}
