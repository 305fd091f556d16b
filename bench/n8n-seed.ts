/**
 * The designs the n8n benchmark's Get Many case reads (bench/n8n.mjs), written straight into a
 * server's database through the store before the server starts: 10 000 generates over HTTP would
 * take longer than the case itself. Typed against the store, so a change to `NewDesign` breaks
 * the build here rather than the benchmark at run time. Used by bench/n8n.mjs (plain ESM, which
 * requires this file's compiled form from dist/bench).
 */
import { generateDesign, type StyleId } from '../server/generator';
import { KeyService } from '../server/services/key-service';
import { openStore } from '../server/store';
import type { NewDesign } from '../server/store/types';

const BATCH = 1000;
/** Distinct generated contents, reused round-robin: generating every design would dominate the load. */
const DISTINCT = 200;
const STYLES: StyleId[] = ['streetwear', 'minimalist', 'classic', 'vintage', 'bohemian'];
const GARMENTS = ['hoodie', 'dress', 'jacket', 'shirt', 'skirt', 'jeans', 'coat', 'sweater'];
const COLORS = ['navy', 'red', 'black', 'olive', 'cream', 'burgundy', 'teal'];

/**
 * Creates account `account` (Business plan) with one key and `count` succeeded designs in `db`;
 * resolves to the key. The database must not be open in a server at the time.
 */
export async function seedDesigns(db: string, account: string, count: number): Promise<string> {
	const store = await openStore(db);
	try {
		const { key } = await new KeyService(store).create(account, 'business');
		const accountId = (await store.findAccountByName(account))!.id;
		const contents = new Map<number, ReturnType<typeof generateDesign>>();
		for (let from = 0; from < count; from += BATCH) {
			const now = Date.now();
			const batch: NewDesign[] = [];
			for (let i = from; i < Math.min(count, from + BATCH); i++) {
				const variant = i % DISTINCT;
				const style = STYLES[variant % STYLES.length];
				const prompt = `${COLORS[variant % COLORS.length]} ${GARMENTS[variant % GARMENTS.length]} number ${variant}`;
				let content = contents.get(variant);
				if (!content) {
					content = generateDesign({ prompt, style, seed: variant });
					contents.set(variant, content);
				}
				batch.push({
					id: `dsn_n8nbench${String(i).padStart(12, '0')}`,
					accountId,
					status: 'succeeded',
					prompt,
					style,
					seed: variant,
					content,
					error: null,
					readyAt: null,
					now,
				});
			}
			await store.insertDesigns(batch);
		}
		return key;
	} finally {
		await store.close();
	}
}
