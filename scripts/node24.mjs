#!/usr/bin/env node
// Prints the folder holding Node 24's `node` and `npm`, after fetching node@24 from the npm
// registry into the cache when it is not there yet (scripts/use-node24.sh puts it on PATH).
// Runs on any Node from 18 on and needs no installed packages: it comes before `npm ci`.
import { dirname } from 'node:path';
import { ensureNode24 } from './n8n/ensure-n8n.mjs';

try {
	const { nodeBin } = await ensureNode24();
	process.stdout.write(`${dirname(nodeBin)}\n`);
} catch (error) {
	process.stderr.write(`Could not get Node 24 from the npm registry: ${error.message}\n`);
	process.exit(1);
}
