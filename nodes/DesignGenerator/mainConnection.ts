import type { NodeConnectionType } from 'n8n-workflow';

/**
 * The plain value 'main', checked against n8n-workflow's connection type union. It loads with
 * every n8n-workflow 1.x and 2.x: the `NodeConnectionTypes` object only exists from 1.85 on,
 * and the older `NodeConnectionType` enum is gone in 2.x.
 */
export const MAIN_CONNECTION: NodeConnectionType = 'main';
