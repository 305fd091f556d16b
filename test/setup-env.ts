import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// n8n-core writes its config under N8N_USER_FOLDER (default ~/.n8n): keep tests out of the home folder.
process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'dg-n8n-'));
process.env.N8N_LOG_LEVEL ??= 'silent';
