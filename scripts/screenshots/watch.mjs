// What counts as "the screen shows an error", watched in every browser context:
// - n8n's error toasts, and "Error fetching options" (n8n shows it as the placeholder of an empty
//   dropdown, so the page's text alone misses it): recorded in the page the moment they appear;
// - a failed request for a dropdown's options, and any 5xx from n8n's REST API;
// - red parameter issues in an open node panel, and nodes marked with issues on the canvas;
// - console errors and uncaught errors that belong to this package, its credential or the
//   reference server (every one on the server's own pages). n8n's own console noise, and requests
//   the editor makes to the internet (offline here), are listed but not failed on.
// Toasts, failed requests and console errors fail a step at once (`errorSignal`); issues are
// checked when a step ends (`collect`).

/** Runs in the page before n8n's own scripts; fills window.__dgErrors. */
function recordErrorsInPage() {
	const seen = new WeakSet();
	const found = [];
	window.__dgErrors = found;
	const optionsError = /Error fetching options/i;
	const scan = () => {
		for (const toast of document.querySelectorAll('.el-notification')) {
			if (seen.has(toast) || !toast.querySelector('.el-notification--error')) continue;
			seen.add(toast);
			const title = toast.querySelector('.el-notification__title')?.textContent?.trim() ?? '';
			const body = toast.querySelector('.el-notification__content')?.textContent?.trim() ?? '';
			found.push(`n8n showed an error: "${title}${body ? `: ${body}` : ''}"`);
		}
		for (const input of document.querySelectorAll('input[placeholder]')) {
			if (seen.has(input) || !optionsError.test(input.placeholder)) continue;
			seen.add(input);
			const param = input
				.closest('[data-test-id^="parameter-input-"]')
				?.getAttribute('data-test-id')
				?.replace('parameter-input-', '');
			found.push(`the ${param ?? ''} dropdown showed "${input.placeholder}"`);
		}
	};
	new MutationObserver(scan).observe(document, {
		subtree: true,
		childList: true,
		attributes: true,
		attributeFilter: ['placeholder', 'class'],
	});
}

/** In the page: names of what shows issues (parameters in an open node panel, else canvas nodes). */
function issuesInPage() {
	const visible = (el) => el.getClientRects().length > 0;
	const ndv = document.querySelector('[data-test-id="ndv"]');
	if (ndv && visible(ndv))
		return [...ndv.querySelectorAll('[data-test-id="parameter-issues"]')]
			.filter(visible)
			.map((el) => {
				const item = el.closest('[data-test-id="parameter-item"], .parameter-item');
				return `parameter "${item?.querySelector('label')?.textContent?.trim() ?? '?'}" shows issues`;
			});
	return [...document.querySelectorAll('[data-test-id="canvas-node"]')]
		.filter((node) => node.querySelector('[data-test-id="node-issues"]'))
		.map((node) => `node "${node.getAttribute('data-node-name')}" shows issues on the canvas`);
}

/** Errors to attribute to us: our package, node, credential, or the reference server. */
function ours(text, serverUrl) {
	return (
		/design[- ]?generator/i.test(text) ||
		(serverUrl && text.includes(serverUrl)) ||
		/dynamic-node-parameters|credentials\/test|binary-data/.test(text)
	);
}

export function watchContext(context, { serverUrl, n8nUrl }) {
	const problems = [];
	const ignored = [];
	const listeners = new Set();
	const add = (text) => {
		problems.push(text);
		for (const notify of listeners) notify();
	};

	context.addInitScript(recordErrorsInPage);
	context.on('console', (msg) => {
		if (msg.type() !== 'error') return;
		const where = msg.location()?.url ?? '';
		const page = msg.page()?.url() ?? '';
		const text = `${msg.text()}${where ? ` (${where})` : ''}`;
		// Requests the editor makes to the internet (npm's registry for a community node's
		// details, n8n's own services) fail offline: neither n8n's screen nor ours.
		const external =
			/^https?:/.test(where) && ![n8nUrl, serverUrl].some((o) => o && where.startsWith(o));
		// The browser asks every site for /favicon.ico; the server has none, which no visitor sees.
		const favicon = where.endsWith('/favicon.ico');
		// n8n's own failed requests are judged by their answers (below), not twice.
		if (n8nUrl && where.startsWith(`${n8nUrl}/rest/`) && msg.text().startsWith('Failed to load'))
			return;
		if (
			!external &&
			!favicon &&
			(ours(text, serverUrl) || (serverUrl && page.startsWith(serverUrl)))
		)
			add(`console error on ${page}: ${text}`);
		else ignored.push(text);
	});
	context.on('weberror', (error) => {
		const { message, stack } = error.error();
		const page = error.page()?.url() ?? '';
		if (ours(`${message} ${stack ?? ''}`, serverUrl) || (serverUrl && page.startsWith(serverUrl)))
			add(`uncaught error on ${page}: ${message}`);
		else ignored.push(`uncaught: ${message}`);
	});
	context.on('response', async (response) => {
		const url = response.url();
		const status = response.status();
		if (/\/rest\/dynamic-node-parameters\//.test(url) && status >= 400) {
			const body = await response.json().catch(() => ({}));
			add(`loading a dropdown's options failed (${status}): ${body.message ?? 'no message'}`);
		} else if (/\/rest\//.test(url) && status >= 500) {
			add(`n8n answered ${status} to ${response.request().method()} ${url.split('?')[0]}`);
		} else if (serverUrl && url.startsWith(serverUrl) && status >= 400) {
			if (!url.endsWith('/favicon.ico')) add(`the reference server answered ${status} to ${url}`);
		}
	});

	/** Moves what the pages recorded into `problems`, and adds what shows issues now. */
	async function collect() {
		for (const page of context.pages()) {
			const recorded = await page
				.evaluate(() => (window.__dgErrors ?? []).splice(0))
				.catch(() => []);
			const issues = await page.evaluate(issuesInPage).catch(() => []);
			for (const text of [...recorded, ...issues]) add(`${text} (${page.url()})`);
		}
	}

	return {
		problems,
		ignored,
		mark: () => problems.length,
		collect,
		/** Throws the problems since `mark`, after collecting what the pages show. */
		async assertClean(mark) {
			await collect();
			const fresh = problems.slice(mark);
			if (fresh.length) throw new Error(`the screen shows an error:\n  • ${fresh.join('\n  • ')}`);
		},
		/**
		 * Resolves as soon as an error shows up while a step runs (a toast in the page, a failed
		 * request, an attributable console error), so the step fails then, not at its time limit.
		 */
		errorSignal(page) {
			let cancelled = false;
			let notify;
			const fromEvents = new Promise((resolve) => listeners.add((notify = resolve)));
			const fromPage = (async () => {
				while (!cancelled && !page.isClosed()) {
					try {
						await page.waitForFunction(() => window.__dgErrors?.length > 0, null, {
							polling: 250,
							timeout: 0,
						});
						return;
					} catch {
						// A navigation ended the wait: watch the new document.
						await new Promise((resolve) => setTimeout(resolve, 100));
					}
				}
				await new Promise(() => {});
			})();
			return {
				promise: Promise.race([fromEvents, fromPage]),
				cancel: () => {
					cancelled = true;
					listeners.delete(notify);
				},
			};
		},
	};
}
