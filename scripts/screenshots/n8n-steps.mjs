// The n8n screens, driven as a newcomer drives them: log in, a new workflow, a manual trigger,
// the node found in the node picker, the Generate action with the credential n8n attaches, the
// Style dropdown opened, one step executed with its image viewed, the credential dialog, an
// example run on the canvas, and the Trigger node receiving a real event from the reference
// server. Selectors are n8n's data-test-id attributes, the same in n8n 1.123 and 2.40.
import { waitFor } from '../n8n/lib.mjs';

const STYLE = 'Streetwear';
const PROMPT = 'navy striped oversized hoodie in organic cotton with a kangaroo pocket';
const EXAMPLE_CANVAS = 'dgExampleGenPub1'; // examples/01-generate-and-publish.json
const EXAMPLE_TRIGGER = 'dgExampleOnEvent1'; // examples/05-publish-succeeded-designs-by-title.json
const TRIGGER_NODE = 'When a design succeeds';

const creator = (page) => page.getByTestId('node-creator');
const creatorItem = (page, text) =>
	creator(page).getByTestId('item-iterator-item').filter({ hasText: text }).first();
const canvasNode = (page, name) =>
	page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`);
const ndv = (page) => page.getByTestId('ndv');
const output = (page) => page.getByTestId('output-panel');

/** Waits for the first of several named conditions (each a locator) and returns its name. */
async function firstOf(conditions, timeout) {
	const entries = Object.entries(conditions);
	return Promise.any(
		entries.map(([name, locator]) => locator.waitFor({ timeout }).then(() => name)),
	).catch(() => {
		throw new Error(
			`none of ${entries.map(([n]) => n).join(', ')} appeared in ${timeout / 1000} s`,
		);
	});
}

/** Runs the node panel's "Execute step" and waits for its outcome; a failure is an error. */
async function executeStep(page, timeout) {
	await ndv(page).getByTestId('node-execute-button').first().click();
	const outcome = await firstOf(
		{
			success: output(page).getByTestId('node-run-status-success'),
			failure: output(page).getByTestId('node-error-message'),
			danger: output(page).getByTestId('node-run-status-danger'),
		},
		timeout,
	);
	if (outcome !== 'success') {
		const message = await output(page)
			.getByTestId('node-error-message')
			.first()
			.innerText()
			.catch(() => '(no message shown)');
		throw new Error(`the step failed: ${message}`);
	}
}

/** Closes the node panel: a close button in 2.x, "Back to canvas" in 1.x. */
async function closeNdv(page) {
	if (!(await ndv(page).isVisible())) return;
	const close = page.getByTestId('ndv-close-button').or(page.getByTestId('back-to-canvas'));
	await close.first().click();
	await ndv(page).waitFor({ state: 'hidden' });
}

/** Closes n8n's toasts ("Node executed successfully"), which would cover the picture. */
async function closeNotifications(page) {
	for (const close of await page.locator('.el-notification__closeBtn:visible').all())
		await close.click().catch(() => {});
	await page.locator('.el-notification:visible').first().waitFor({ state: 'hidden' });
}

/** The steps, in order; each gets `{ page, stack, shot, api, timeout }`. */
export const N8N_STEPS = [
	{
		name: 'log in to n8n',
		async run({ page, stack }) {
			await page.goto(`${stack.n8nUrl}/signin`);
			await page.getByTestId('emailOrLdapLoginId').locator('input').fill(stack.login.email);
			await page.getByTestId('password').locator('input').fill(stack.login.password);
			await page.getByTestId('form-submit-button').click();
			await page.waitForURL((url) => !url.pathname.includes('/signin'));
		},
	},
	{
		name: 'new workflow: first step "Trigger manually"',
		async run({ page, stack }) {
			// Explicitly: where n8n lands after logging in differs between versions.
			await page.goto(`${stack.n8nUrl}/workflow/new`);
			await page.getByTestId('canvas-add-button').click();
			await creatorItem(page, 'Trigger manually').click();
			await page.getByTestId('canvas-node').first().waitFor();
			if (await ndv(page).isVisible()) await closeNdv(page);
		},
	},
	{
		name: 'node picker: search "Design Generator"',
		async run({ page, shot }) {
			await page.getByTestId('canvas-handle-plus').first().click();
			await page.getByTestId('node-creator-search-bar').fill('Design Generator');
			await creator(page)
				.getByTestId('node-creator-item-name')
				.getByText('Design Generator', { exact: true })
				.waitFor();
			await shot('n8n-node-picker.png');
			await creatorItem(page, 'Design Generator').click();
			await creatorItem(page, 'Generate a design').waitFor();
			await shot('n8n-node-actions.png');
		},
	},
	{
		name: 'Generate node: credential attached, Style dropdown open',
		async run({ page, shot, say, timeout }) {
			// The panel asks n8n for the styles as it opens; a click before they arrive opens an
			// empty list that n8n closes again.
			const stylesAsked = page.waitForResponse((r) =>
				r.url().includes('/rest/dynamic-node-parameters/options'),
			);
			stylesAsked.catch(() => {}); // awaited below; a failure is reported there
			await creatorItem(page, 'Generate a design').click();
			await ndv(page).waitFor();
			// n8n attaches the only credential of the type by itself; pick it if it did not.
			const credential = ndv(page).getByTestId('node-credentials-select');
			await credential.waitFor();
			if (!(await credential.locator('input').inputValue())) {
				await credential.click();
				await page
					.locator('.el-select-dropdown__item:visible')
					.filter({ hasText: 'Design Generator (local demo)' })
					.click();
			}
			await ndv(page).getByTestId('parameter-input-prompt').locator('textarea').fill(PROMPT);
			await stylesAsked;
			const style = ndv(page).getByTestId('parameter-input-style');
			const shown = {
				options: page.locator('.el-select-dropdown__item:visible').filter({ hasText: STYLE }),
				error: style.locator('input[placeholder*="Error fetching options"]'),
			};
			// Should a click still go unheard, a person clicks again: so do we, and say so.
			let outcome;
			for (let attempt = 1; !outcome; attempt++) {
				await style.click();
				outcome = await firstOf(shown, attempt < 3 ? 5000 : timeout).catch((e) => {
					if (attempt >= 3) throw e;
					say(`    the Style dropdown did not open on click ${attempt}: clicking again`);
				});
			}
			if (outcome === 'error')
				throw new Error(
					`the Style dropdown shows "${await style.locator('input').getAttribute('placeholder')}"`,
				);
			await shot('n8n-style-dropdown.png');
		},
	},
	{
		name: 'execute the step: the generated image in the binary view',
		async run({ page, shot, timeout }) {
			await page.locator('.el-select-dropdown__item:visible').filter({ hasText: STYLE }).click();
			await ndv(page)
				.getByTestId('parameter-input-downloadImage')
				.locator('.el-switch, [role="switch"]')
				.first()
				.click();
			// The Image Format stays at its default: the one a newcomer sees first.
			const format = ndv(page).getByTestId('parameter-input-imageFormat').locator('input');
			await format.waitFor();
			const formatName = (await format.inputValue()) || (await format.getAttribute('value'));
			await executeStep(page, timeout);
			await output(page).getByTestId('radio-button-binary').click();
			await output(page).getByTestId('ndv-binary-data_0').waitFor();
			const view = output(page).getByTestId('ndv-view-binary-data');
			if (!(await view.isVisible()))
				throw new Error(
					`n8n shows no View button for the generated image (Image Format "${formatName}" by default): a newcomer sees no picture`,
				);
			await view.click();
			const image = output(page).locator('img').first();
			await image.waitFor();
			await page.waitForFunction(
				(img) => img.complete && img.naturalWidth > 0,
				await image.elementHandle(),
			);
			await closeNotifications(page);
			await shot('n8n-binary-image.png');
		},
	},
	{
		name: 'credential dialog: connection tested',
		async run({ page, shot, timeout }) {
			await ndv(page).getByTestId('credential-edit-button').click();
			const modal = page.getByTestId('editCredential-modal');
			await modal.waitFor();
			// n8n tests a saved credential when its dialog opens; Retry tests it again, for real.
			const success = modal.getByTestId('credentials-config-container-test-success');
			const failure = modal.getByText(/Couldn.t connect with these settings/);
			if ((await firstOf({ success, failure }, timeout)) === 'failure')
				throw new Error(`the credential test failed: ${await failure.locator('..').innerText()}`);
			const retry = modal.getByRole('button', { name: 'Retry' });
			if (await retry.isVisible()) {
				const tested = page.waitForResponse((r) => r.url().includes('/rest/credentials/test'));
				tested.catch(() => {}); // awaited below
				await retry.click();
				const response = await tested;
				const verdict = (await response.json().catch(() => ({})))?.data;
				if (verdict?.status !== 'OK')
					throw new Error(`the credential test answered ${JSON.stringify(verdict)}`);
			}
			await success.waitFor({ timeout });
			await closeNotifications(page);
			await shot('n8n-credential-test.png');
			await modal.locator('.el-dialog__headerbtn').first().click();
			await modal.waitFor({ state: 'hidden' });
			await closeNdv(page);
		},
	},
	{
		name: 'workflow on the canvas: example 01 executed',
		async run({ page, stack, shot, timeout }) {
			await page.goto(`${stack.n8nUrl}/workflow/${EXAMPLE_CANVAS}`);
			const nodes = page.locator(
				'[data-test-id="canvas-node"]:not([data-node-type="n8n-nodes-base.stickyNote"])',
			);
			await nodes.first().waitFor();
			const count = await nodes.count();
			await page.getByTestId('execute-workflow-button').click();
			const outcome = await firstOf(
				{
					done: page.getByTestId('canvas-node-status-success').nth(count - 1),
					failed: page.locator('[data-test-id="canvas-node-status-error"]').first(),
				},
				timeout,
			);
			if (outcome !== 'done') throw new Error('a node of the example failed');
			await closeNotifications(page);
			await page.getByTestId('zoom-to-fit').click();
			await shot('n8n-workflow-canvas.png');
		},
	},
	{
		name: 'Trigger node: a real design.succeeded event arrives',
		async run({ page, stack, shot, api, timeout }) {
			await page.goto(`${stack.n8nUrl}/workflow/${EXAMPLE_TRIGGER}`);
			await canvasNode(page, TRIGGER_NODE).dblclick();
			await ndv(page).waitFor();
			await ndv(page).getByTestId('trigger-execute-button').first().click();
			// Listening registers a test webhook endpoint on the service: then generate a design.
			await waitFor(
				'the webhook endpoint n8n registers on the service',
				async () => (await api('GET', '/webhook_endpoints')).data?.length,
				{ timeoutMs: timeout, intervalMs: 250 },
			);
			await api('POST', '/generate', {
				prompt: 'sage green linen shirt with patch pockets',
				style: 'minimalist',
				seed: 7,
			});
			await output(page).getByTestId('ndv-run-data-display-mode').first().waitFor();
			await output(page).getByText('design.succeeded').first().waitFor();
			await closeNotifications(page);
			await shot('n8n-trigger.png');
			await closeNdv(page);
		},
	},
	{
		name: 'executions: none failed',
		async run({ page }) {
			// From the page, with its session and the browser id n8n ties the session to.
			const { status, body } = await page.evaluate(async () => {
				const response = await fetch('/rest/executions', {
					headers: { 'browser-id': localStorage.getItem('n8n-browserId') ?? '' },
				});
				return { status: response.status, body: await response.json().catch(() => ({})) };
			});
			if (status !== 200) throw new Error(`GET /rest/executions answered ${status}`);
			const runs = body.data?.results ?? body.data ?? [];
			const failed = runs.filter(
				(r) => !['success', 'running', 'waiting', 'new'].includes(r.status),
			);
			if (!runs.length) throw new Error('n8n lists no execution');
			if (failed.length)
				throw new Error(
					`failed executions: ${failed.map((r) => `${r.workflowName ?? r.workflowId} (${r.status})`).join(', ')}`,
				);
		},
	},
];
