/**
 * What `--webhook-deny-private` refuses (server/http/private-address.ts): addresses in every
 * spelling the URL parser and the resolver hand over, names for this machine, and the lookup a
 * delivery connects through.
 */
import type { LookupAddress } from 'node:dns';
import {
	isPrivateAddress,
	privateHostReason,
	publicOnlyLookup,
	resolvesToPrivate,
} from '../../server/http/private-address';

test.each([
	'127.0.0.1',
	'127.255.255.254',
	'0.0.0.0',
	'10.0.0.1',
	'100.64.0.1',
	'169.254.169.254',
	'172.16.0.1',
	'172.31.255.255',
	'192.168.1.1',
	'224.0.0.1',
	'255.255.255.255',
	'::1',
	'::',
	'[::1]',
	'::ffff:127.0.0.1',
	'::ffff:7f00:1',
	'::ffff:a00:1',
	'::127.0.0.1',
	'fc00::1',
	'fd12:3456:789a::1',
	'fe80::1',
	'ff02::1',
])('%s is not public', (address) => {
	expect(isPrivateAddress(address)).toBe(true);
});

test.each([
	'8.8.8.8',
	'1.1.1.1',
	'172.32.0.1',
	'172.15.255.255',
	'100.128.0.1',
	'192.169.0.1',
	'2001:4860:4860::8888',
	'::ffff:8.8.8.8',
	'not-an-address',
])('%s is public (or no address)', (address) => {
	expect(isPrivateAddress(address)).toBe(false);
});

test.each([
	['http://0x7f000001/', true],
	['http://2130706433/', true],
	['http://017700000001/', true],
	['http://127.1/', true],
	['http://[::ffff:127.0.0.1]/', true],
	['http://LocalHost./', true],
	['http://api.localhost/', true],
	['http://localhost.localdomain/', true],
	['http://example.com/', false],
	['http://localhost.example.com/', false],
	['http://[2606:4700::1111]/', false],
	['http://[2001:db8::1]/', true],
	['http://[::ffff:0:7f00:1]/', true],
	['http://[64:ff9b::7f00:1]/', true],
	['http://[64:ff9b::808:808]/', false],
	['http://metadata.google.internal/', true],
])('the host of %s is refused without DNS: %s', (url, refused) => {
	expect(privateHostReason(new URL(url).hostname) !== undefined).toBe(refused);
});

const lookup = (hostname: string, all: boolean) =>
	new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) =>
		publicOnlyLookup(hostname, { all }, (error, address) => resolve({ error, address })),
	);

test('the delivery lookup refuses a name that resolves to loopback, as a delivery error', async () => {
	for (const all of [true, false]) {
		const { error } = await lookup('localhost', all);
		expect(error?.message).toMatch(
			/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address/,
		);
		expect((error as NodeJS.ErrnoException).code).toBe('EPRIVATEADDRESS');
	}
});

test('the delivery lookup passes resolver errors through', async () => {
	const { error } = await lookup('no-such-host.invalid', false);
	expect((error as NodeJS.ErrnoException).code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
});

test('at create time a name is checked as DNS answers; an unknown name is refused', async () => {
	expect(await resolvesToPrivate('localhost', 1000)).toMatch(/resolves to/);
	expect(await resolvesToPrivate('[::1]', 1000)).toMatch(/not a public address/);
	expect(await resolvesToPrivate('no-such-host.invalid', 1000)).toMatch(/does not resolve/);
	expect(await resolvesToPrivate('8.8.8.8', 1000)).toBeUndefined();
});
