import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatViolations, stopPrism, takePrismViolations, VIA_PRISM } from './harness/prism';

// n8n-core writes its config under N8N_USER_FOLDER (default ~/.n8n): keep tests out of the home folder.
process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'dg-n8n-'));
process.env.N8N_LOG_LEVEL ??= 'silent';

// DG_TEST_VIA_PRISM: a response that breaks the OpenAPI document fails the test that got it.
if (VIA_PRISM) {
	afterEach(() => {
		const violations = takePrismViolations();
		if (violations.length > 0) throw new Error(formatViolations(violations));
	});
	afterAll(() => stopPrism());
}
