/**
 * The webhook benchmark's receiver, in a process of its own (so the load generator's work does
 * not delay what it measures): `node dist/bench/webhook-receiver.js <port>`, prints `ready`.
 * POST to any other path is a delivery: recorded (path and event id, the event's `created_at`,
 * arrival time) and answered 200, or left hanging in `hang` mode. Control, on `/control/…`:
 * `POST mode?to=ok|hang`, `POST reset`, `GET stats` → `{ count, distinct, latencies, first, last }`
 * (distinct: different (path, event) pairs; latencies: arrival − created_at, in ms; first/last:
 * arrival times, ms since the epoch).
 */
import http from 'node:http';

let mode: 'ok' | 'hang' = 'ok';
/** One per delivery: the event id and the path (one per endpoint), so `distinct` counts deliveries. */
let received: { id: string; latency: number; at: number }[] = [];

const server = http.createServer((req, res) => {
	const url = new URL(req.url ?? '/', 'http://receiver');
	const chunks: Buffer[] = [];
	req.on('data', (chunk: Buffer) => chunks.push(chunk));
	req.on('end', (): void => {
		const at = Date.now();
		if (url.pathname === '/control/mode') {
			mode = url.searchParams.get('to') === 'hang' ? 'hang' : 'ok';
			res.end('{}');
			return;
		}
		if (url.pathname === '/control/reset') {
			received = [];
			res.end('{}');
			return;
		}
		if (url.pathname === '/control/stats') {
			const ats = received.map((r) => r.at);
			res.end(
				JSON.stringify({
					count: received.length,
					distinct: new Set(received.map((r) => r.id)).size,
					latencies: received.map((r) => r.latency),
					first: ats.length ? Math.min(...ats) : null,
					last: ats.length ? Math.max(...ats) : null,
				}),
			);
			return;
		}
		if (mode === 'hang') return; // never answered: the sender's timeout or stop ends it
		const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
			id: string;
			created_at: string;
		};
		received.push({
			id: `${url.pathname} ${event.id}`,
			latency: at - Date.parse(event.created_at),
			at,
		});
		res.end('ok');
	});
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log('ready'));
