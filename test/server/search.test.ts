/**
 * Search and filters on GET /v1/designs (docs/contract.md "Search and filters"): `q`, `garment`,
 * `parent_id`, combined with the other filters and with paging. What a word is (store/search.ts)
 * is checked on the store with titles chosen by the test, so both engines are held to the same
 * answers, query syntax of either engine included; the endpoint is checked over HTTP.
 */
import { generateDesign, GARMENT_IDS } from '../../server/generator';
import type { DesignStore, NewDesign } from '../../server/store/types';
import { openTestStore } from '../harness/test-store';
import {
	api,
	expectDesign,
	expectProblem,
	listAll,
	makeDesign,
	makePublication,
	PREFIXES,
	start,
	type Api,
	type Design,
	type TestServer,
} from './helpers';

describe('what a word is (the store, with chosen titles)', () => {
	let store: DesignStore;
	let accountId: string;
	/** The test's names of the designs, by id. */
	const names = new Map<string, string>();
	const WORD_200 = 'x'.repeat(200);
	const DESIGNS: Record<string, [prompt: string, title: string]> = {
		tshirt: ['Cropped T-Shirt, denim & lace (vintage)', 'Indigo Crop Top'],
		hoodie: ['navy striped cotton hoodie with kangaroo pocket', 'Navy Striped Oversized Hoodie'],
		cafe: ['Café crème silk blouse; ÉTÉ collection', 'Cream Silk Blouse'],
		syntax: ['NEAR AND OR NOT * "quoted" - : ( ) {braces} ^caret', 'Odd Syntax Shirt'],
		across: ['hoodie', 'Dress'],
		fullwidth: ['ｆｕｌｌｗｉｄｔｈ ＴＥＥ ﬁne', 'Plain Tee'],
		jeans: ["men's y2k 501 jeans_x 1.5cm", 'Denim Jeans'],
		japanese: ['日本 の デザイン dress', 'Japan Dress'],
		long: [`${WORD_200} zebra`, 'Long Word'],
		longer: [`alpha ${'y'.repeat(201)} beta zebra`, 'Longer Word'],
	};
	const ALL = Object.keys(DESIGNS);

	let n = 0;
	const design = (prompt: string, title: string | null): NewDesign => {
		n += 1;
		const content = generateDesign({ prompt: 'plain tee', style: 'minimalist', seed: n });
		return {
			id: `dsn_search${String(n).padStart(16, '0')}`,
			accountId,
			status: title === null ? 'pending' : 'succeeded',
			prompt,
			style: 'minimalist',
			seed: n,
			content: title === null ? null : { ...content, title },
			error: null,
			readyAt: title === null ? Date.now() : null,
			now: Date.now(),
		};
	};

	/** The names (or ids) of the designs `q` finds, sorted. */
	const search = async (q: string, account = accountId) => {
		const page = await store.listDesigns({ accountId: account, limit: 100, filters: { q } });
		return page.items.map((d) => names.get(d.id) ?? d.id).sort();
	};

	beforeAll(async () => {
		store = await openTestStore();
		accountId = (await store.ensureAccount('words', 'business', Date.now())).id;
		for (const [name, [prompt, title]] of Object.entries(DESIGNS))
			names.set((await store.insertDesign(design(prompt, title))).id, name);
	});
	afterAll(() => store.close());

	test.each([
		// Whole words, any case, all of them, each in the prompt or the title.
		['hoodie', ['across', 'hoodie']],
		['HOODIE', ['across', 'hoodie']],
		['hood', []],
		['hoodies', []],
		['navy hoodie', ['hoodie']],
		['hoodie navy', ['hoodie']],
		['  navy \t  oversized  ', ['hoodie']],
		['navy dress', []],
		['hoodie dress', ['across']],
		// Punctuation separates words; a query word with punctuation inside is a phrase.
		['t-shirt', ['tshirt']],
		['T SHIRT', ['tshirt']],
		['shirt', ['syntax', 'tshirt']],
		['tshirt', []],
		['shirt-t', []],
		['denim,', ['jeans', 'tshirt']],
		['(vintage)', ['tshirt']],
		['& lace', ['tshirt']],
		['&', ALL],
		['-', ALL],
		['"', ALL],
		["'", ALL],
		['\\', ALL],
		['%', ALL],
		['_', ALL],
		['%hood%', []],
		["men's", ['jeans']],
		['mens', []],
		['men', ['jeans']],
		['y2k', ['jeans']],
		['501', ['jeans']],
		['jeans_x', ['jeans']],
		['1.5cm', ['jeans']],
		['5cm', ['jeans']],
		// A phrase never runs from the prompt into the title, nor across a word too long to index.
		['hoodie-dress', []],
		['alpha-beta', []],
		['alpha beta', ['longer']],
		[WORD_200, ['long']],
		['zebra', ['long', 'longer']],
		// FTS5 and tsquery syntax is text: operators are words that must occur.
		['near', ['syntax']],
		['NEAR(navy hoodie)', []],
		['navy AND hoodie', []],
		['navy OR dress', []],
		['and or not', ['syntax']],
		['NOT', ['syntax']],
		['"quoted"', ['syntax']],
		['quoted*', ['syntax']],
		['"quoted', ['syntax']],
		['{braces}', ['syntax']],
		['^caret', ['syntax']],
		['braces:', ['syntax']],
		['words:braces', []],
		['account:quoted', []],
		['-hoodie', ['across', 'hoodie']],
		['hoodie*', ['across', 'hoodie']],
		['"navy hoodie"', ['hoodie']],
		['(', ALL],
		['*', ALL],
		// Letters beyond ASCII: case folds, accents stay; compatibility forms read as their letters.
		['café', ['cafe']],
		['CAFÉ', ['cafe']],
		['cafe', []],
		['été', ['cafe']],
		['crème', ['cafe']],
		['fullwidth', ['fullwidth']],
		['ＦＵＬＬＷＩＤＴＨ', ['fullwidth']],
		['fine', ['fullwidth']],
		['tee', ['fullwidth']],
		['日本', ['japanese']],
		['デザイン', ['japanese']],
		['の', ['japanese']],
		['dress', ['across', 'japanese']],
	])('q=%j finds %j', async (q, expected) => {
		expect(await search(q)).toEqual([...expected].sort());
	});

	test('a deleted design is found no more', async () => {
		const { id } = await store.insertDesign(design('vanishing velvet cape', 'Cape'));
		expect(await search('vanishing')).toEqual([id]);
		await store.deleteDesign(accountId, id, Date.now());
		expect(await search('vanishing')).toEqual([]);
	});

	test('a pending design is found by its prompt, and by its title once it has succeeded', async () => {
		const pending = design('pending parka', null);
		await store.insertDesign(pending);
		expect(await search('parka')).toEqual([pending.id]);
		expect(await search('rain')).toEqual([]);
		const content = generateDesign({ prompt: 'parka', style: 'minimalist', seed: 1 });
		const title = 'Ready Rain Parka';
		while (
			await store.completeNextDue(Date.now() + 1000, () => ({ content: { ...content, title } }))
		);
		expect(await search('rain parka')).toEqual([pending.id]);
		expect(await search('pending-parka')).toEqual([pending.id]);
		// A phrase still stops at the end of the prompt.
		expect(await search('parka-ready')).toEqual([]);
		await store.deleteDesign(accountId, pending.id, Date.now());
	});

	test("another account's designs are never found", async () => {
		const other = (await store.ensureAccount('words-other', 'business', Date.now())).id;
		const theirs = await store.insertDesign({
			...design('navy hoodie', 'Navy Hoodie'),
			accountId: other,
		});
		expect(await search('navy hoodie')).toEqual(['hoodie']);
		expect(await search('navy hoodie', other)).toEqual([theirs.id]);
	});
});

describe('the endpoint', () => {
	let ts: TestServer;
	beforeAll(async () => {
		ts = await start();
	});
	afterAll(() => ts.close());

	describe.each(PREFIXES)('%s', (prefix) => {
		let a: Api;
		let navy: Design;
		let red: Design;
		let dress: Design;
		beforeAll(async () => {
			a = api(ts, await ts.key('business'), prefix);
			navy = await makeDesign(a, { prompt: 'navy striped cotton hoodie', style: 'streetwear' });
			red = await makeDesign(a, { prompt: 'red cotton hoodie, cropped', style: 'minimalist' });
			dress = await makeDesign(a, { prompt: 'Floral silk maxi dress', style: 'bohemian' });
		});

		const ids = async (params: Record<string, string | number | boolean>) => {
			const res = await a.get('/designs', { params });
			expect(res.status).toBe(200);
			expect(res.data.object).toBe('list');
			for (const d of res.data.data) expectDesign(d, ts.url);
			return res.data.data.map((d: Design) => d.id);
		};

		test('q: words of the prompt, any case, all of them; newest first', async () => {
			expect(await ids({ q: 'hoodie' })).toEqual([red.id, navy.id]);
			expect(await ids({ q: 'COTTON Hoodie' })).toEqual([red.id, navy.id]);
			expect(await ids({ q: 'navy hoodie' })).toEqual([navy.id]);
			expect(await ids({ q: 'hood' })).toEqual([]);
			expect(await ids({ q: 'floral dress' })).toEqual([dress.id]);
		});

		test('q: a word of the title that the prompt does not hold', async () => {
			const promptWords = new Set(dress.prompt.toLowerCase().split(/[^a-z0-9]+/));
			const titleOnly = dress
				.title!.toLowerCase()
				.split(/[^a-z0-9]+/)
				.find((w) => w && !promptWords.has(w));
			if (!titleOnly) throw new Error(`the title '${dress.title}' only repeats the prompt`);
			expect(await ids({ q: titleOnly })).toContain(dress.id);
			expect(await ids({ q: `${titleOnly} floral` })).toEqual([dress.id]);
		});

		test('q combines with style, status and published', async () => {
			expect(await ids({ q: 'hoodie', style: 'streetwear' })).toEqual([navy.id]);
			expect(await ids({ q: 'hoodie', status: 'succeeded' })).toEqual([red.id, navy.id]);
			expect(await ids({ q: 'hoodie', status: 'pending' })).toEqual([]);
			await makePublication(a, { design_id: red.id });
			expect(await ids({ q: 'hoodie', published: true })).toEqual([red.id]);
			expect(await ids({ q: 'hoodie', published: false })).toEqual([navy.id]);
		});

		test('query syntax is text: 200, never a 500', async () => {
			for (const q of ['"', '*', 'NEAR(', 'navy AND', '-hoodie', 'x:y', ')(', "'", '\\', '%_']) {
				const res = await a.get('/designs', { params: { q } });
				expect({ q, status: res.status }).toEqual({ q, status: 200 });
			}
			expect(await ids({ q: '"hoodie*' })).toEqual([red.id, navy.id]);
		});

		test('garment: only designs of that garment', async () => {
			expect(navy.garment).toBe('hoodie');
			expect(await ids({ garment: 'hoodie' })).toEqual([red.id, navy.id]);
			expect(await ids({ garment: dress.garment! })).toEqual([dress.id]);
			expect(await ids({ garment: 'hoodie', q: 'navy' })).toEqual([navy.id]);
			const other = GARMENT_IDS.find((g) => g !== 'hoodie' && g !== dress.garment)!;
			expect(await ids({ garment: other })).toEqual([]);
		});

		test('parent_id of a design with no variations, or of no design: empty', async () => {
			expect(await ids({ parent_id: navy.id })).toEqual([]);
			expect(await ids({ parent_id: 'dsn_doesnotexist00000000000' })).toEqual([]);
		});

		test.each([
			[{ q: '' }, 'q'],
			[{ q: 'x'.repeat(201) }, 'q'],
			[{ garment: 'spacesuit' }, 'garment'],
			[{ garment: 'HOODIE' }, 'garment'],
			[{ garment: '' }, 'garment'],
		])('%j → 422 validation_failed', async (params, parameter) => {
			const res = await a.get('/designs', { params });
			const problem = expectProblem(res, 422, 'validation_failed', ts.url);
			expect(problem.errors).toEqual([expect.objectContaining({ parameter })]);
		});

		test('q of exactly 200 characters is accepted', async () => {
			expect(await ids({ q: `hoodie ${'z'.repeat(193)}` })).toEqual([]);
			const q = `${'hoodie '.repeat(27)}navy hoodie`.padEnd(200, ' ');
			expect(q).toHaveLength(200);
			expect(await ids({ q })).toEqual([navy.id]);
		});

		test('q twice → 422', async () => {
			const res = await a.get('/designs?q=navy&q=hoodie');
			expectProblem(res, 422, 'validation_failed', ts.url);
		});
	});

	test('paging through search results returns every match exactly once, both ways', async () => {
		const a = api(ts, await ts.key('business'));
		const matching: string[] = [];
		const others: string[] = [];
		for (let i = 0; i < 23; i++) {
			const word = i % 3 === 0 ? 'other' : 'wanted';
			const d = await makeDesign(a, { prompt: `${word} linen shirt ${i}`, style: 'classic' });
			(word === 'wanted' ? matching : others).push(d.id);
		}
		const newestFirst = [...matching].reverse();
		const found = (await listAll(a, '/designs', { q: 'wanted shirt' }, 4)).map((d) => d.id);
		expect(found).toEqual(newestFirst);

		// Back from the oldest match with ending_before, page by page.
		const back: string[] = [];
		let before = newestFirst.at(-1)!;
		for (let i = 0; i < 20; i++) {
			const res = await a.get('/designs', {
				params: { q: 'wanted shirt', limit: 4, ending_before: before },
			});
			expect(res.status).toBe(200);
			const page = res.data.data.map((d: Design) => d.id);
			back.unshift(...page);
			if (!res.data.has_more) break;
			before = page[0];
		}
		expect(back).toEqual(newestFirst.slice(0, -1));

		// A cursor that does not match still places the page: the matches older than it
		// (others[4] is design 12; designs 1, 2, 4, 5, 7, 8, 10 and 11 match).
		const after = await a.get('/designs', {
			params: { q: 'wanted', starting_after: others[4], limit: 100 },
		});
		expect(after.data.data.map((d: Design) => d.id)).toEqual(newestFirst.slice(-8));
	});

	test("another account's designs are never listed, by q, garment or parent_id", async () => {
		const mine = api(ts, await ts.key('business'));
		const theirs = api(ts, await ts.key('business'));
		const their = await makeDesign(theirs, { prompt: 'secret plum hoodie', style: 'grunge' });
		const list = async (params: Record<string, string>) =>
			(await mine.get('/designs', { params })).data.data;
		expect(await list({ q: 'secret plum' })).toEqual([]);
		expect(await list({ garment: 'hoodie' })).toEqual([]);
		expect(await list({ parent_id: their.id })).toEqual([]);
		const own = await theirs.get('/designs', { params: { q: 'secret plum' } });
		expect(own.data.data.map((d: Design) => d.id)).toEqual([their.id]);
	});
});
