/**
 * The objects of the reference contract (the server's schemas are the source of the same shapes).
 * The node reads them only for the extras (events, webhooks, account, publications); designs and
 * lists of any service are read by shapes/, which assumes none of these fields.
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
	garment?: string | null;
	image?: { url: string; media_type: string; width: number; height: number };
	publication: IDataObject | null;
	error?: { code: string; detail: string };
	/** The design a variation was made from; null for a design made by Generate. */
	parent_id?: string | null;
	/** The collection that made the design; null for any other. */
	collection_id?: string | null;
	/** The collection item's own reference, when it gave one. */
	custom_id?: string | null;
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
	limits: { generate_per_minute: number; read_per_minute: number; max_designs?: number };
	usage: { designs: number; publications: number; generations_this_month: number };
}

/** The event types of docs/contract.md "Events", in the order the trigger lists them. */
export const EVENT_TYPES = [
	'design.succeeded',
	'design.failed',
	'design.deleted',
	'publication.published',
	'publication.withdrawn',
	'collection.succeeded',
	'collection.partially_failed',
	'collection.failed',
	'collection.canceled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** An event: what changed, with the design, publication or collection as it was then. */
export interface DesignEvent extends IDataObject {
	id: string;
	object: 'event';
	type: EventType;
	created_at: string;
	data: { object: IDataObject };
}

export interface WebhookEndpoint extends IDataObject {
	id: string;
	object: 'webhook_endpoint';
	url: string;
	events: string[];
	description?: string;
	status: string;
	/** Only in the response that created the endpoint. */
	secret?: string;
	created_at: string;
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
