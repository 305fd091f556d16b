import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatViolations, stopPrism, takePrismViolations, VIA_PRISM } from './harness/prism';

// n8n-core writes its config under N8N_USER_FOLDER (default ~/.n8n): keep tests out of the home
// folder. One folder per jest worker, reused by every test file and run (a fresh folder per file
// left thousands behind in /tmp); per worker, so two processes never write one config file.
if (!process.env.N8N_USER_FOLDER) {
	const folder = join(tmpdir(), 'dg-n8n-tests', `worker-${process.env.JEST_WORKER_ID ?? '0'}`);
	mkdirSync(folder, { recursive: true });
	process.env.N8N_USER_FOLDER = folder;
}
process.env.N8N_LOG_LEVEL ??= 'silent';

// DG_TEST_VIA_PRISM: a response that breaks the OpenAPI document fails the test that got it.
if (VIA_PRISM) {
	afterEach(() => {
		const violations = takePrismViolations();
		if (violations.length > 0) throw new Error(formatViolations(violations));
	});
	afterAll(() => stopPrism());
}
