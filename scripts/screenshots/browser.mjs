// Debian's Chromium driven by playwright-core: no browser download, and a pid of our own to stop.
import { existsSync } from 'node:fs';
import { chromium, selectors } from 'playwright-core';

export const CHROMIUM = process.env.DG_CHROMIUM || '/usr/bin/chromium';

/** n8n marks elements with data-test-id (Playwright's default is data-testid). */
selectors.setTestIdAttribute('data-test-id');

/**
 * Chromium as a browser server, so its pid is ours to stop. Resolves to { browser, pid, close }.
 */
export async function launchBrowser() {
	if (!existsSync(CHROMIUM))
		throw new Error(
			`${CHROMIUM} is missing: install Debian's Chromium (apt-get install chromium) or set DG_CHROMIUM to a Chromium binary`,
		);
	const server = await chromium.launchServer({
		executablePath: CHROMIUM,
		headless: true,
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
		// Our signal handlers stop the browser and npm start in order (run.mjs).
		handleSIGINT: false,
		handleSIGTERM: false,
		handleSIGHUP: false,
	});
	const pid = server.process().pid;
	const browser = await chromium.connect(server.wsEndpoint());
	const close = async () => {
		await browser.close().catch(() => {});
		await server.close().catch(() => {});
		killPid(pid);
	};
	return { browser, pid, close, killNow: () => killPid(pid) };
}

function killPid(pid) {
	try {
		process.kill(pid, 'SIGKILL');
	} catch {
		/* already gone */
	}
}

/**
 * Waits until the page is still: web fonts loaded and no finite animation or transition running
 * (n8n slides panels in; a spinner's endless animation does not count).
 */
export async function settle(page, timeout = 5000) {
	await page.waitForFunction(
		() =>
			document.fonts.status === 'loaded' &&
			document
				.getAnimations()
				.every(
					(a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
				),
		null,
		{ timeout, polling: 100 },
	);
}
