// Runs the screenshot steps: each in a browser context of its own kind, with a time limit, its
// screen checked for errors when it ends (browser.mjs), and on failure a message naming the step
// and a screenshot of the screen as it was.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { settle } from './browser.mjs';
import { watchContext } from './watch.mjs';

export class StepFailure extends Error {}
class ScreenError extends Error {}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const show = (path) => relative(process.cwd(), path) || path;

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A Playwright error's first lines: what failed and what it was waiting for. */
export const brief = (message) =>
	String(message)
		.replace(ANSI_COLOUR, '')
		.split('\n')
		.filter((l) => l.trim() && !/^Call log:/.test(l))
		.slice(0, 8)
		.join('\n  ');

/** The reference server's API with the demo key (seeding, checks). */
export function apiClient(stack) {
	return async (method, path, body) => {
		const response = await fetch(`${stack.serverUrl}/v1${path}`, {
			method,
			headers: {
				authorization: `Bearer ${stack.demoKey}`,
				...(body && { 'content-type': 'application/json' }),
			},
			body: body && JSON.stringify(body),
			signal: AbortSignal.timeout(30_000),
		});
		const json = await response.json().catch(() => undefined);
		if (!response.ok)
			throw new Error(`${method} /v1${path} answered ${response.status}: ${JSON.stringify(json)}`);
		return json;
	};
}

/**
 * Runs `steps` in order. A step with `context` options gets a fresh browser context; the others
 * share the one before. Returns the files shot (in `stagingDir`).
 */
export async function runSteps(
	steps,
	{ browser, stack, contextOptions, stagingDir, failuresDir, stepTimeoutMs, say },
) {
	const shots = [];
	const api = apiClient(stack);
	let context;
	let watch;
	try {
		for (const step of steps) {
			if (!context || step.context) {
				await context?.close();
				context = await browser.newContext({ ...contextOptions, ...step.context });
				watch = watchContext(context, { serverUrl: stack.serverUrl, n8nUrl: stack.n8nUrl });
			}
			const page = context.pages()[0] ?? (await context.newPage());
			// A stuck wait names what it waited for before the step runs out of time.
			const waitMs = Math.round(stepTimeoutMs * 0.75);
			page.setDefaultTimeout(waitMs);
			page.setDefaultNavigationTimeout(stepTimeoutMs);
			const shot = async (file, options = {}) => {
				await settle(page).catch(() => {});
				await page.screenshot({ path: join(stagingDir, file), ...options });
				shots.push(file);
			};
			const mark = watch.mark();
			const stepStarted = Date.now();
			const errorShown = watch.errorSignal(page);
			let timer;
			let outcome;
			const work = step.run({ page, stack, shot, say, api, timeout: waitMs });
			work.catch(() => {}); // abandoned on a timeout or an error: its later rejection is expected
			try {
				outcome = await Promise.race([
					work,
					errorShown.promise.then(() => {
						throw new ScreenError();
					}),
					new Promise((_, reject) => {
						timer = setTimeout(
							() => reject(new Error(`did not finish within ${stepTimeoutMs / 1000} s`)),
							stepTimeoutMs,
						);
					}),
				]);
				await watch.assertClean(mark);
			} catch (e) {
				await watch.collect().catch(() => {});
				const seen = watch.problems.slice(mark);
				mkdirSync(failuresDir, { recursive: true });
				const file = join(failuresDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.png`);
				await page.screenshot({ path: file }).catch(() => {});
				const list = `\n  • ${seen.join('\n  • ')}`;
				const what =
					e instanceof ScreenError
						? `the screen shows an error:${list}`
						: `${brief(e.message)}${seen.length && !e.message.includes(seen[0]) ? `\n  the screen also showed:${list}` : ''}`;
				throw new StepFailure(
					`step "${step.name}" failed: ${what}\n  screen at the failure: ${show(file)}`,
				);
			} finally {
				clearTimeout(timer);
				errorShown.cancel();
			}
			if (outcome?.skipped) say(`  – ${step.name}: skipped, ${outcome.skipped}`);
			else say(`  ✓ ${step.name} (${seconds(Date.now() - stepStarted)})`);
		}
		// Listed, so that a reader can tell n8n's noise from something of ours that slipped past.
		const ignored = [...new Set(watch?.ignored ?? [])];
		if (ignored.length)
			say(
				`  console errors that are not ours (n8n's own, offline requests; not failed on): ${ignored.length}`,
			);
		for (const text of ignored.slice(0, 5)) say(`    ${text.split('\n')[0].slice(0, 200)}`);
	} finally {
		await context?.close().catch(() => {});
	}
	return shots;
}
