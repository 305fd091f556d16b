/** The rate-limit headers as services send them, and what is made of headers that say nothing. */
import {
	readRateLimit,
	retryAfterMs,
} from '../../nodes/DesignGenerator/transport/rateLimitHeaders';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 30);

describe('the structured-field form (the Design Generation Service)', () => {
	test('one policy, with its quota and window from RateLimit-Policy', () => {
		expect(
			readRateLimit({
				'ratelimit-policy': '"generate";q=60;w=60',
				ratelimit: '"generate";r=59;t=42',
			}),
		).toEqual([
			{ name: 'generate', remaining: 59, resetSeconds: 42, quota: 60, windowSeconds: 60 },
		]);
	});

	test('several policies in one list, names as strings or tokens, any header case', () => {
		expect(
			readRateLimit({
				'RateLimit-Policy': '"generate";q=60;w=60, read;q=600;w=60',
				RateLimit: '"generate";r=0;t=5, read;r=598;t=5',
			}),
		).toEqual([
			{ name: 'generate', remaining: 0, resetSeconds: 5, quota: 60, windowSeconds: 60 },
			{ name: 'read', remaining: 598, resetSeconds: 5, quota: 600, windowSeconds: 60 },
		]);
	});

	test('a header repeated (an array) is one list; a quoted name may hold ; and ,', () => {
		expect(readRateLimit({ ratelimit: ['"a;b,c";r=3;t=10', '"d";t=1;r=2;pk=:YWJj:'] })).toEqual([
			{ name: 'a;b,c', remaining: 3, resetSeconds: 10 },
			{ name: 'd', remaining: 2, resetSeconds: 1 },
		]);
	});

	test('without RateLimit-Policy the quota and window are simply not known', () => {
		expect(readRateLimit({ ratelimit: '"generate";r=1;t=1' })).toEqual([
			{ name: 'generate', remaining: 1, resetSeconds: 1 },
		]);
	});
});

describe('the earlier drafts forms (no policy name)', () => {
	test('separate RateLimit-Limit, -Remaining and -Reset headers', () => {
		expect(
			readRateLimit({
				'ratelimit-limit': '100',
				'ratelimit-remaining': '7',
				'ratelimit-reset': '30',
			}),
		).toEqual([{ remaining: 7, resetSeconds: 30, quota: 100, windowSeconds: undefined }]);
	});

	test('the X- prefixed headers, with the reset as a Unix time', () => {
		expect(
			readRateLimit(
				{
					'x-ratelimit-limit': '5000',
					'x-ratelimit-remaining': '4999',
					'x-ratelimit-reset': String(NOW / 1000 + 90),
				},
				NOW,
			),
		).toEqual([{ remaining: 4999, resetSeconds: 90, quota: 5000, windowSeconds: undefined }]);
	});

	test('the dictionary form, with a bare RateLimit-Policy giving the window', () => {
		expect(
			readRateLimit({
				ratelimit: 'limit=10, remaining=4, reset=12',
				'ratelimit-policy': '10;w=60',
			}),
		).toEqual([{ remaining: 4, resetSeconds: 12, quota: 10, windowSeconds: 60 }]);
	});
});

describe('headers that say nothing usable', () => {
	test.each([
		['no headers at all', undefined],
		['no rate-limit header', { 'content-type': 'application/json' }],
		['r without t', { ratelimit: '"generate";r=59' }],
		['t without r', { ratelimit: '"generate";t=59' }],
		['negative or fractional values', { ratelimit: '"generate";r=-1;t=4, "read";r=1.5;t=2' }],
		['text where numbers go', { ratelimit: '"generate";r=lots;t=soon' }],
		['an unterminated name', { ratelimit: '"generate;r=5;t=5' }],
		['garbage', { ratelimit: '%%% r= ;;; t=,,', 'ratelimit-remaining': 'many' }],
		['remaining without a reset', { 'ratelimit-remaining': '5' }],
		['an empty value', { ratelimit: '' }],
	])('%s: no reading', (_case, headers) => {
		expect(readRateLimit(headers as Record<string, string> | undefined)).toEqual([]);
	});

	test('a bad member of a list leaves the good ones', () => {
		expect(readRateLimit({ ratelimit: '"generate";r=x;t=1, "read";r=9;t=1' })).toEqual([
			{ name: 'read', remaining: 9, resetSeconds: 1 },
		]);
	});
});

describe('Retry-After', () => {
	test('seconds, an HTTP date, or nothing usable', () => {
		expect(retryAfterMs('42')).toBe(42_000);
		expect(retryAfterMs(['3'])).toBe(3_000);
		expect(retryAfterMs(new Date(NOW + 5_000).toUTCString(), NOW)).toBe(5_000);
		expect(retryAfterMs(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
		expect(retryAfterMs(undefined)).toBeUndefined();
		expect(retryAfterMs('')).toBeUndefined();
		expect(retryAfterMs('soon')).toBeUndefined();
		expect(retryAfterMs('-5')).toBeUndefined();
	});
});
