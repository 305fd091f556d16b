/**
 * The service's objects as SPEC.md defines them (the node reads these fields; the server's
 * schemas are the source of the same shapes).
 */
import type { IDataObject } from 'n8n-workflow';

export type DesignStatus = 'pending' | 'succeeded' | 'failed';
export type ImageFormat = 'svg' | 'png';

export interface Design extends IDataObject {
	id: string;
	object: 'design';
	status: DesignStatus;
	prompt: string;
	style: string;
	seed: number;
	title?: string;
	image?: { url: string; media_type: string; width: number; height: number };
	publication: IDataObject | null;
	error?: { code: string; detail: string };
	created_at: string;
	updated_at: string;
}

export interface Publication extends IDataObject {
	id: string;
	object: 'publication';
	design_id: string;
	status: 'published' | 'withdrawn';
}

export interface Account extends IDataObject {
	id: string;
	object: 'account';
	name: string;
	plan: string;
	limits: { generate_per_minute: number; read_per_minute: number };
	usage: { designs: number; publications: number; generations_this_month: number };
}

export interface Style extends IDataObject {
	id: string;
	name: string;
	description: string;
}

export interface ListResponse<T> {
	object: 'list';
	data: T[];
	has_more?: boolean;
}

/** An RFC 9457 problem document as the service sends it. */
export interface Problem extends IDataObject {
	type?: string;
	title?: string;
	status?: number;
	detail?: string;
	code?: string;
	request_id?: string;
	/** Field errors: `pointer` into the JSON body, or `parameter` for the query string. */
	errors?: Array<{ pointer?: string; parameter?: string; detail?: string }>;
}
