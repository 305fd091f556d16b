import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { MAIN_CONNECTION } from '../DesignGenerator/mainConnection';
import {
	eventItem,
	eventsProperty,
	matchesEventTypes,
	selectedEventTypes,
} from '../DesignGeneratorTrigger/events';
import { newestEvent, readNewEvents } from './eventCursor';

/**
 * The same events as the Design Generator Trigger, fetched from the service's event list on a
 * schedule instead of received: for an n8n the service cannot reach (behind NAT or a firewall).
 * A separate node, because n8n decides from a node's description alone whether it polls.
 */
export class DesignGeneratorPollingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Design Generator Polling Trigger',
		name: 'designGeneratorPollingTrigger',
		icon: {
			light: 'file:../DesignGenerator/designGenerator.svg',
			dark: 'file:../DesignGenerator/designGenerator.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["events"].join(", ") }}',
		description:
			'Starts the workflow when a design, publication or collection changes on the Design Generation Service, by checking its event list on a schedule',
		defaults: { name: 'Design Generator Polling Trigger' },
		polling: true,
		inputs: [],
		outputs: [MAIN_CONNECTION],
		credentials: [{ name: 'designGeneratorApi', required: true }],
		properties: [eventsProperty],
	};

	/**
	 * Active: the events since the last check, oldest first, each once; the first check starts from
	 * now and emits nothing. "Fetch Test Event": the newest matching event, to map fields from.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const types = selectedEventTypes(this);
		if (this.getMode() === 'manual') {
			const event = await newestEvent(this, types);
			if (!event) {
				throw new NodeOperationError(
					this.getNode(),
					`No event of the selected types (${types.join(', ')}) in the last 30 days`,
					{
						description:
							'Make one happen (for Design Succeeded, generate a design), then fetch a test event again.',
					},
				);
			}
			return [this.helpers.returnJsonArray([eventItem(event)])];
		}
		const events = (await readNewEvents(this)).filter((event) => matchesEventTypes(types, event));
		return events.length > 0 ? [this.helpers.returnJsonArray(events.map(eventItem))] : null;
	}
}
