/**
 * Collections (docs/contract.md "Collections"): many designs made as one job. An extra of services
 * that follow the reference contract; a service without them answers its routes with a 404, which
 * the node reports as such (transport/features.ts) rather than as a bare "not found".
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { excerpt, isId, isPlainObject, unwrapObject } from '../../shapes/objects';
import {
	type ApiResponse,
	type Feature,
	type RequestContext,
	apiRequestWithResponse,
} from '../../transport';

export const COLLECTIONS: Feature = {
	name: 'collections',
	instead: 'Generate the designs one by one with Design → Generate instead.',
};

/** The states a collection ends in; none changes once reached. */
export const ENDED_STATUSES = ['succeeded', 'partially_failed', 'failed', 'canceled'];

export const collectionIdProperty: INodeProperties = {
	displayName: 'Collection ID',
	name: 'collectionId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. col_8kP2wQ7rT4xLm9Vb3Zc1',
	description: 'The ID of the collection (starts with col_), as returned by Create or Get Many',
};

export function collectionPath(collectionId: string): string {
	return `/collections/${encodeURIComponent(collectionId)}`;
}

/** Whether a collection has ended: succeeded, partially failed, failed or canceled. */
export function isEnded(collection: IDataObject): boolean {
	return ENDED_STATUSES.includes(String(collection.status));
}

/** The collection an answer carries; an answer without one is an error that says what came. */
export function readCollection(
	context: RequestContext,
	response: ApiResponse<unknown>,
	request: string,
	itemIndex?: number,
): IDataObject {
	const collection = unwrapObject(response.body);
	if (!collection || !isId(collection.id)) {
		throw new NodeOperationError(
			context.getNode(),
			`The service's answer to ${request} is not a collection the node can read`,
			{
				itemIndex,
				description: `It answered HTTP ${response.statusCode} with ${excerpt(response.body)}.`,
			},
		);
	}
	return collection;
}

/** Gets one collection by its id. */
export async function getCollection(
	context: RequestContext,
	collectionId: string,
	itemIndex?: number,
): Promise<IDataObject> {
	const path = collectionPath(collectionId);
	const response = await apiRequestWithResponse<unknown>(context, {
		method: 'GET',
		path,
		feature: { ...COLLECTIONS, addressed: true },
		itemIndex,
	});
	return readCollection(context, response, `GET ${path}`, itemIndex);
}

/**
 * The collection as the node outputs it: when some of its designs failed, `failure_summary` says
 * which and why, from the collection's `errors` (one entry per failed item).
 */
export function collectionOutput(collection: IDataObject): IDataObject {
	const status = String(collection.status);
	if (status !== 'partially_failed' && status !== 'failed') return collection;
	const errors = Array.isArray(collection.errors) ? collection.errors : [];
	const counts = isPlainObject(collection.request_counts) ? collection.request_counts : {};
	const failed = typeof counts.failed === 'number' ? counts.failed : errors.length;
	const total = typeof counts.total === 'number' ? ` of ${counts.total}` : '';
	const reasons = errors.filter(isPlainObject).map(describeItemError);
	const summary =
		`${failed}${total} designs failed` +
		(reasons.length > 0 ? `: ${reasons.join('; ')}` : ' (the service gave no reason)');
	return { ...collection, failure_summary: summary };
}

function describeItemError(error: IDataObject): string {
	const where = [
		typeof error.position === 'number' ? `item ${error.position + 1}` : 'an item',
		isId(error.custom_id) ? `(custom ID ${String(error.custom_id)})` : '',
	]
		.filter(Boolean)
		.join(' ');
	const detail = typeof error.detail === 'string' ? error.detail : 'no detail';
	const code = typeof error.code === 'string' ? ` [${error.code}]` : '';
	return `${where}: ${detail}${code}`;
}
