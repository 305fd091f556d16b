/**
 * Extras: operations the service's public document does not promise (variations, tech packs,
 * edits, the account, events, webhooks, publication lookups). A service without one answers its
 * route with a 404, 405 or 501; the node tells the user so, rather than show a bare 404.
 */
import type { INode } from 'n8n-workflow';

import type { Problem } from '../types';
import { apiError } from './apiErrors';

/**
 * What a request needs that a service may not offer. `addressed`: the path names an object, so a
 * 404 may also mean that object is not there.
 */
export interface Feature {
	name: string;
	addressed?: boolean;
	/**
	 * The path of the object an addressed request names (`/designs/dsn_…`). A 404 that does not say
	 * what is missing is told apart by a GET there: the object is found, so the route is what the
	 * service lacks; it is not, so that 404 is the answer.
	 */
	objectPath?: string;
	/** What to do instead, where the node has another way. */
	instead?: string;
}

/** A 404, 405 or 501 that says the service has no such endpoint, not that an object is missing. */
export function isMissingFeature(statusCode: number, problem: Problem, feature: Feature): boolean {
	if (statusCode === 405 || statusCode === 501) return true;
	if (statusCode !== 404) return false;
	// The reference contract names what is not found (`design_not_found`): the endpoint exists.
	return !(feature.addressed && problem.code?.endsWith('_not_found'));
}

/** Whether a 404 of an addressed feature can still be the object's own (see Feature.objectPath). */
export function needsObjectCheck(statusCode: number, feature: Feature): boolean {
	return statusCode === 404 && Boolean(feature.addressed && feature.objectPath);
}

/**
 * The error of a missing feature. `confirmed`: the object the path names exists, so the 404 can
 * only be the route's.
 */
export function featureError(
	node: INode,
	feature: Feature,
	request: { method: string; path: string; itemIndex?: number },
	statusCode: number,
	problem: Problem,
	confirmed = false,
) {
	const { method, path, itemIndex } = request;
	const error = apiError(node, statusCode, problem, itemIndex);
	const said = problem.detail ? ` It said: "${problem.detail}".` : '';
	error.message =
		feature.addressed && statusCode === 404 && !confirmed
			? `Not found: the ID may be wrong, or this service does not offer ${feature.name}`
			: `This service does not offer ${feature.name}`;
	error.description = [
		`It answered HTTP ${statusCode} to ${method} ${path}.${said}`,
		confirmed && feature.objectPath && `GET ${feature.objectPath} finds the object.`,
		"The service's public interface promises generate, list, get, delete and publish; this is an extra of services that follow the reference contract, like the reference server.",
		feature.instead,
	]
		.filter(Boolean)
		.join(' ');
	return error;
}
