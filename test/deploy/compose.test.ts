/**
 * deploy/docker-compose.yml, checked without Docker (scripts/check-compose.mjs runs `docker
 * compose config` where Docker is): it parses, and the parts that must agree do. Parsed with
 * `yaml`, which is in node_modules through the dev tools (not a dependency of ours).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const DEPLOY = join(__dirname, '..', '..', 'deploy');

interface Service {
	image?: string;
	build?: { context: string; dockerfile: string };
	command?: string | string[];
	environment?: Record<string, string | number>;
	volumes?: string[];
	depends_on?: Record<string, { condition: string }>;
}

// `merge: true`: the file shares settings through YAML anchors and `<<` merge keys, as compose does.
const compose = parse(readFileSync(join(DEPLOY, 'docker-compose.yml'), 'utf8'), {
	merge: true,
}) as { services: Record<string, Service> };
const { services } = compose;

test('the stack: n8n main and worker, Redis, PostgreSQL, two reference servers, a balancer', () => {
	expect(Object.keys(services).sort()).toEqual(
		['designs-a', 'designs-b', 'lb', 'n8n', 'n8n-worker', 'postgres', 'redis'].sort(),
	);
});

test('n8n runs in queue mode, main and worker sharing database, Redis and encryption key', () => {
	const [main, worker] = [services.n8n, services['n8n-worker']];
	expect(worker.command).toBe('worker');
	for (const n8n of [main, worker]) {
		expect(n8n.environment).toMatchObject({
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: 'redis',
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: 'postgres',
		});
		expect(n8n.depends_on).toHaveProperty('redis');
	}
	expect(worker.environment!.N8N_ENCRYPTION_KEY).toBe(main.environment!.N8N_ENCRYPTION_KEY);
	expect(String(main.environment!.N8N_ENCRYPTION_KEY)).toMatch(/^\$\{N8N_ENCRYPTION_KEY:\?/);
});

test('the reference servers: built by deploy/Dockerfile, one PostgreSQL database, reachable', () => {
	const dockerfile = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8');
	expect(dockerfile).toMatch(/^FROM node:24/m);
	expect(dockerfile).toMatch(/npm ci[\s\S]*npm run build/);
	const urls = new Set<string>();
	for (const name of ['designs-a', 'designs-b']) {
		const server = services[name];
		expect(server.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
		const command = server.command as string[];
		expect(command.slice(0, 3)).toEqual(['node', 'dist/server/cli.js', 'serve']);
		expect(command[command.indexOf('--host') + 1]).toBe('0.0.0.0');
		expect(command).toContain('--allowed-hosts');
		urls.add(String(server.environment!.DATABASE_URL));
	}
	expect([...urls]).toEqual([expect.stringMatching(/^postgres:\/\/.*@postgres:5432\/designs$/)]);
	const init = readFileSync(join(DEPLOY, 'postgres-init.sql'), 'utf8');
	expect(init).toMatch(/CREATE DATABASE designs;/);
});

test('the balancer sends to both instances and keeps the Host the servers allow', () => {
	const nginx = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8');
	expect(nginx).toMatch(/server designs-a:8765;/);
	expect(nginx).toMatch(/server designs-b:8765;/);
	expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
	expect(services.lb.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
	const allowed = (services['designs-a'].command as string[]).join(' ');
	expect(allowed).toMatch(/lb:8080/);
});
