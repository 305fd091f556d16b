#!/usr/bin/env node
// Checks deploy/docker-compose.yml with `docker compose config` (variables, anchors, references).
// Without Docker it says so and exits 0: test/deploy/compose.test.ts still checks the file's
// structure on every run.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'docker-compose.yml');
const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
	console.log(
		`skipped: ${probe.error ? 'docker is not installed' : 'docker compose is not available'}; ` +
			'deploy/docker-compose.yml was not checked by docker compose config',
	);
	process.exit(0);
}
const check = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], {
	encoding: 'utf8',
	stdio: 'inherit',
	// The one variable the file requires: a placeholder is enough to check it.
	env: { ...process.env, N8N_ENCRYPTION_KEY: process.env.N8N_ENCRYPTION_KEY ?? 'check-only' },
});
if (check.status !== 0) process.exit(check.status ?? 1);
console.log('deploy/docker-compose.yml: docker compose config passed');
