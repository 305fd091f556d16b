import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

/** Answers a webhook call here, with a short JSON reason, and starts or resumes nothing. */
export function refuseWebhookCall(
	context: IWebhookFunctions,
	status: number,
	code: string,
	detail: string,
): IWebhookResponseData {
	const response = context.getResponseObject();
	response.writeHead(status, { 'Content-Type': 'application/json' });
	response.end(JSON.stringify({ error: code, detail }));
	return { noWebhookResponse: true };
}
