/**
 * Checking a delivery's `Design-Signature` header (docs/contract.md "Webhook endpoints"):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, keyed with the secret exactly
 * as the service returned it, over the body's bytes exactly as they arrived.
 */
import { createHmac, timingSafeEqual } from 'crypto';

/**
 * How far a signature's time may be from n8n's clock, either way: enough for clock drift and a
 * slow retry, short enough that a captured delivery cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureVerdict = { valid: true } | { valid: false; reason: string };

export function verifySignature(
	header: unknown,
	rawBody: Buffer,
	secret: unknown,
	nowMs: number,
): SignatureVerdict {
	if (typeof secret !== 'string' || secret === '') {
		return {
			valid: false,
			reason:
				'this trigger holds no signing secret: deactivate and activate the workflow to register it again',
		};
	}
	const value = Array.isArray(header) ? header.join(',') : header;
	if (typeof value !== 'string' || value.trim() === '') {
		return { valid: false, reason: 'the Design-Signature header is missing' };
	}

	let timestamp: string | undefined;
	const candidates: string[] = [];
	for (const part of value.split(',')) {
		const separator = part.indexOf('=');
		if (separator < 0) continue;
		const key = part.slice(0, separator).trim();
		const content = part.slice(separator + 1).trim();
		if (key === 't') timestamp = content;
		// Several v1 values are allowed, as during a secret rotation: any one may match.
		else if (key === 'v1') candidates.push(content);
	}
	if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp) || candidates.length === 0) {
		return { valid: false, reason: 'the Design-Signature header is malformed' };
	}
	const ageSeconds = Math.abs(nowMs / 1000 - Number(timestamp));
	if (ageSeconds > SIGNATURE_TOLERANCE_SECONDS) {
		return {
			valid: false,
			reason: `the signature's time is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from this server's clock`,
		};
	}

	const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
		.update(`${timestamp}.`, 'utf8')
		.update(rawBody)
		.digest();
	const matches = candidates.some((candidate) => {
		if (!/^[0-9a-f]{64}$/.test(candidate)) return false;
		return timingSafeEqual(expected, Buffer.from(candidate, 'hex'));
	});
	return matches
		? { valid: true }
		: { valid: false, reason: 'the signature does not match the body' };
}
