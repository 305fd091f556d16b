/**
 * What both triggers share: the Events parameter and the shape of an output item.
 */
import type {
	IDataObject,
	IHookFunctions,
	IPollFunctions,
	IWebhookFunctions,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { DesignEvent } from '../DesignGenerator/types';

/** The wildcard the service takes for "every type", also types added later. */
export const ALL_EVENTS = '*';

export const eventsProperty: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	required: true,
	default: ['design.succeeded'],
	description: 'The changes that start the workflow',
	options: [
		{
			name: 'All Events',
			value: ALL_EVENTS,
			description: 'Every event, also of types the service adds later',
		},
		{
			name: 'Collection Canceled',
			value: 'collection.canceled',
			description: 'A collection was canceled and its last design in the making has ended',
		},
		{
			name: 'Collection Failed',
			value: 'collection.failed',
			description: 'A collection ended with none of its designs made',
		},
		{
			name: 'Collection Partially Failed',
			value: 'collection.partially_failed',
			description: 'A collection ended with some of its designs made and some failed',
		},
		{
			name: 'Collection Succeeded',
			value: 'collection.succeeded',
			description: 'A collection ended with every design made',
		},
		{
			name: 'Design Deleted',
			value: 'design.deleted',
			description: 'A design was deleted (its publication, if any, was withdrawn with it)',
		},
		{
			name: 'Design Failed',
			value: 'design.failed',
			description: 'Generating a design failed',
		},
		{
			name: 'Design Succeeded',
			value: 'design.succeeded',
			description: 'A design (or a variation) finished generating and has its image',
		},
		{
			name: 'Publication Published',
			value: 'publication.published',
			description: 'A design was published on the marketplace',
		},
		{
			name: 'Publication Withdrawn',
			value: 'publication.withdrawn',
			description: 'A publication was taken off the marketplace',
		},
	],
};

/** The selected event types, as the service takes them: `["*"]` when All Events is among them. */
export function selectedEventTypes(
	context: IHookFunctions | IPollFunctions | IWebhookFunctions,
): string[] {
	const value = context.getNodeParameter('events', []) as string[] | string;
	const types = [...new Set((Array.isArray(value) ? value : [value]).map(String))].filter(
		(type) => type !== '',
	);
	if (types.length === 0) {
		throw new NodeOperationError(context.getNode(), 'No event is selected', {
			description: 'Choose at least one event in "Events", or All Events.',
		});
	}
	return types.includes(ALL_EVENTS) ? [ALL_EVENTS] : types.sort();
}

export function matchesEventTypes(types: string[], event: DesignEvent): boolean {
	return types.includes(ALL_EVENTS) || types.includes(event.type);
}

/**
 * One output item per event: the design, publication or collection at the top level, so a later node maps
 * `{{ $json.id }}` or `{{ $json.title }}` directly; the event's own id, type and time beside it
 * under `event_…` names (they would clash with the object's `id` and `created_at`); and the event
 * exactly as the service sent it under `event`.
 */
export function eventItem(event: DesignEvent): IDataObject {
	return {
		event_id: event.id,
		event_type: event.type,
		event_created_at: event.created_at,
		...(event.data?.object ?? {}),
		event,
	};
}

/** Whether a parsed body looks like an event of the service. */
export function isDesignEvent(value: unknown): value is DesignEvent {
	const event = value as Partial<DesignEvent> | null;
	return (
		typeof event === 'object' &&
		event !== null &&
		event.object === 'event' &&
		typeof event.id === 'string' &&
		typeof event.type === 'string' &&
		typeof event.data === 'object' &&
		event.data !== null
	);
}
