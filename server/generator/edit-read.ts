/**
 * Reading an edit instruction ("make it navy with short sleeves", "swap the zip for buttons"):
 * the prompt parser reads it, once the words that say how to change are put the way the parser
 * reads a prompt's exclusions ("buttons instead of the zip", "without the pockets"). What the
 * instruction names that the parser did not understand is told back to the caller.
 */
import { DETAIL_BY_ID, matchPhrases, type Hit } from './lexicon';
import { words } from './lexicon/words';
import { parsePrompt, type ParsedPrompt } from './parse';
import { readPrompt } from './parse-read';
import { hitOf, nextPause, pushOnce, range, type Text } from './parse-text';
import { placeAccessories } from './parse-wardrobe';
import { tokenizeWithPauses } from './text';

/** What an instruction understood (its phrases, in its words) and what it did not. */
export interface InstructionReading {
	understood: string[];
	notUnderstood: string[];
}

/** An instruction read for applying: the parse, its print words, and what each phrase names. */
export interface EditReading extends InstructionReading {
	parsed: ParsedPrompt;
	/** "Add a print" (`open`: the edit's seed chooses which) or "without the print" (`none`). */
	print?: 'open' | 'none';
	/** Each understood phrase with the ids it names (garments, colours, prints, cloths, details). */
	phrases: { text: string; ids: string[] }[];
}

/** Verbs of "swap X for Y": the instruction then reads "Y instead of X". */
const SWAP_VERBS: ReadonlySet<string> = new Set(
	words('swap, switch, replace, change, exchange, trade'),
);
const SWAP_LINKS: ReadonlySet<string> = new Set(words('for, with, to, into, by'));

/** Verbs that take something off ("remove the pockets"): the instruction then reads "without". */
const REMOVE_PHRASES: readonly string[][] = words(`
	get rid of, do away with, take off, take away, take out, leave off, leave out, remove, delete,
	drop, lose, strip, strip off, cut off, omit
`).map((phrase) => phrase.split(' '));

/** "Take the hood off": a verb whose particle closes what it takes off. */
const TAKE_VERBS: ReadonlySet<string> = new Set(words('take, leave, cut'));
const TAKE_PARTICLES: ReadonlySet<string> = new Set(words('off, away, out'));

/** Sleeve words written after "sleeves" ("make the sleeves short"), read before it as the lexicon has them. */
const SLEEVE_NOUNS: ReadonlySet<string> = new Set(words('sleeve, sleeves'));
const SLEEVE_WORDS: readonly string[][] = words(
	'three quarter, 3 4, short, long, cap, puff, puffed, puffy, bell, flared, balloon',
).map((phrase) => phrase.split(' '));
const SLEEVE_GLUE: ReadonlySet<string> = new Set(words('to, be, are, is, more, a, bit'));

/** Words naming a print without saying which: "add a print", "make it patterned". */
const PRINT_WORDS: ReadonlySet<string> = new Set(
	words('print, prints, printed, pattern, patterns, patterned'),
);

/**
 * Words that say how to change rather than what: neither understood nor misunderstood ("make
 * it", "please", "swap ... for"). The rest of the instruction either names a change or is
 * reported as not understood.
 */
const FILLER: ReadonlySet<string> = new Set(
	words(`
		a, an, the, it, its, it s, this, that, these, those, them, they, one, some, any, all, my, our,
		make, made, making, turn, turned, give, put, use, go, get, got, have, has, had, add, adding,
		added, want, would, like, need, could, can, should, please, let, lets, let s, do, does, be, is,
		are, was, were, i, we, you, me, us, just, also, too, more, less, much, very, really, bit,
		little, and, or, but, with, in, into, to, of, for, on, at, as, from, by, so, then, than, up,
		out, off, away, over, instead, rather, without, no, not, nothing, none, same, keep, kept, rest,
		else, everything, otherwise, swap, switch, replace, change, exchange, trade, remove, delete,
		drop, lose, strip, omit, take, leave, rid, cut, colour, color, colours, colors, coloured,
		colored, fabric, material, cloth, version, design, garment, style, look, new, instead of,
		now, again, still, same as, way, piece, item, thing, shade, tone, try, maybe, perhaps, but,
		only, there, here, which, what, where, done, finish, finished, slightly, bit more
	`).flatMap((word) => word.split(' ')),
);

/**
 * What an instruction understood and did not: the phrases that name a change the generator can
 * make (a garment, colour, print, cloth or detail, added or taken off), and the runs of other
 * words that are not only the glue of a sentence ("make it", "the", "please").
 */
export function readInstruction(instruction: string): InstructionReading {
	const { understood, notUnderstood } = readEdit(instruction);
	return { understood, notUnderstood };
}

/** The instruction read with the prompt parser, and what of it was understood. */
export function readEdit(instruction: string): EditReading {
	const rewritten = editVerbsAsPrompt(instruction);
	const parsed = parsePrompt(rewritten);
	const text = placeAccessories(readPrompt(rewritten));
	// "Add a belt": a garment that is also a part of clothing is that part, unless the instruction
	// makes the design one ("make it a belt", "turn it into a belt", "as a belt").
	const garment = parsed.garment;
	if (garment !== undefined && DETAIL_BY_ID.has(garment) && !madeInto(text, garment)) {
		parsed.garment = undefined;
		pushOnce(parsed.details, garment);
	}
	// "Red sleeves": a sleeve takes no colour of its own, and the garment's is not what was asked.
	for (const match of text.matches) {
		const color = hitOf(match, 'color');
		const next = match.end;
		if (
			color &&
			SLEEVE_NOUNS.has(text.tokens[next]) &&
			!text.pauses.has(next) &&
			!startsDetail(text, next)
		)
			parsed.colors = parsed.colors.filter(
				(c) => c.name !== color.name && !c.name.endsWith(` ${color.name}`),
			);
	}
	const print = printWords(text, parsed);
	const phrases: EditReading['phrases'] = [];
	const known = new Set<number>();
	for (const match of text.matches) {
		const ids = match.hits.flatMap((hit) => namedBy(hit, parsed, match.hits));
		if (ids.length === 0) continue;
		range(match.start, match.end).forEach((i) => known.add(i));
		phrases.push({ text: text.tokens.slice(match.start, match.end).join(' '), ids });
	}
	if (print) {
		text.tokens.forEach((token, i) => {
			if (!PRINT_WORDS.has(token) || known.has(i)) return;
			known.add(i);
			phrases.push({ text: token, ids: [print === 'open' ? 'print' : 'solid'] });
		});
	}
	const notUnderstood: string[] = [];
	let run: string[] = [];
	const close = () => {
		if (run.length > 0) notUnderstood.push(run.join(' '));
		run = [];
	};
	text.tokens.forEach((token, i) => {
		if (text.pauses.has(i)) close();
		if (known.has(i) || FILLER.has(token)) return close();
		run.push(token);
	});
	close();
	return {
		parsed,
		print,
		phrases,
		understood: phrases.map((phrase) => phrase.text),
		notUnderstood,
	};
}

/** The ids a phrase's hit contributed to the parse (or to what it rules out), if any. */
function namedBy(hit: Hit, parsed: ParsedPrompt, hits: readonly Hit[]): string[] {
	const { excluded } = parsed;
	switch (hit.kind) {
		case 'garment':
			return parsed.garment === hit.id ||
				parsed.qualifiers.includes(hit.id) ||
				parsed.details.includes(hit.id) ||
				excluded.has(hit.id)
				? [hit.id]
				: [];
		case 'color': {
			// A shaded colour is reported under its shade's name ("dark navy", "champagne gold").
			const color = parsed.colors.find((c) => ` ${c.name} `.includes(` ${hit.name} `));
			return color ? [color.name] : excluded.has(hit.name) ? [hit.name] : [];
		}
		case 'modifier':
			return parsed.colors.filter((c) => c.name.startsWith(`${hit.id} `)).map((c) => c.name);
		case 'pattern':
		case 'motif':
			return parsed.pattern === hit.id || excluded.has(hit.id) ? [hit.id] : [];
		case 'material':
			return parsed.materials.includes(hit.id) ||
				parsed.trimMaterials.includes(hit.id) ||
				excluded.has(hit.id)
				? [hit.id]
				: [];
		case 'detail':
			return parsed.details.includes(hit.id) || excluded.has(hit.id) ? [hit.id] : [];
		case 'part':
			// "White trim": the part a colour was given to, when no detail of the phrase names it.
			return !hits.some((other) => other.kind === 'detail') &&
				parsed.colors.some((c) => c.role === 'part' && c.detail === undefined)
				? ['trim']
				: [];
		default:
			return [];
	}
}

/** Whether a phrase of the lexicon starts at token `i` ("sleeveless" does; a bare "sleeves" does not). */
const startsDetail = (text: Text, i: number): boolean =>
	text.matches.some((match) => match.start === i && match.hits.length > 0);

/** Words that make the design a garment: "make it a belt", "turn it into a belt", "as a belt". */
function madeInto(text: Text, garment: string): boolean {
	const match = text.matches.find((m) => hitOf(m, 'garment')?.id === garment);
	if (!match) return false;
	let i = match.start - 1;
	while (i >= 0 && ARTICLES.has(text.tokens[i])) i--;
	const [before, word] = [text.tokens[i - 1], text.tokens[i]];
	return word === 'into' || word === 'as' || (word === 'it' && before === 'make');
}
const ARTICLES: ReadonlySet<string> = new Set(words('a, an, the, one'));

/**
 * "Add a print", "make it patterned": a print the lexicon does not name (`open`); after a
 * negation in the same clause ("without the print"), none. Undefined when the instruction names
 * a print (the parse has it) or no print word.
 */
function printWords(text: Text, parsed: ParsedPrompt): EditReading['print'] {
	if (parsed.pattern !== undefined) return undefined;
	const inPhrase = new Set(
		text.matches.filter((m) => m.hits.length > 0).flatMap((m) => range(m.start, m.end)),
	);
	let found: EditReading['print'];
	text.tokens.forEach((token, i) => {
		if (!PRINT_WORDS.has(token) || inPhrase.has(i)) return;
		const negated = text.matches.some(
			(match) =>
				hitOf(match, 'negation') !== undefined &&
				match.end <= i &&
				i - match.end < 4 &&
				nextPause(text.pauses, match.end - 1, text.tokens.length) > i,
		);
		found ??= negated ? 'none' : 'open';
	});
	return found;
}

/**
 * The instruction in the words the prompt parser reads, clause by clause: "swap the zip for
 * buttons" is "buttons instead of the zip", "remove the pockets" is "without the pockets", "make
 * the sleeves short" is "make the short sleeves". Lower case, so it is never read as a title.
 */
export function editVerbsAsPrompt(instruction: string): string {
	const { tokens, pauses } = tokenizeWithPauses(instruction);
	const clauses: string[][] = [];
	tokens.forEach((token, i) => {
		if (i === 0 || pauses.has(i)) clauses.push([]);
		clauses[clauses.length - 1].push(token);
	});
	let removing = false;
	return clauses
		.map((clause) => {
			// "Remove the hood, the pockets and the belt": the list goes on taking off.
			const listed = removing && continuesList(clause) ? ['without', ...clause] : clause;
			const written = partColorsFirst(sleevesFirst(removals(swaps(listed))));
			removing = written.includes('without');
			return written.join(' ');
		})
		.join(', ');
}

/** Words that start a request of its own, so a clause with one is no item of a list before it. */
const ACTIONS: ReadonlySet<string> = new Set(
	words('make, add, give, turn, put, use, keep, with, in, plus, also'),
);
const ARTICLE_WORDS: ReadonlySet<string> = new Set(words('the, its, a, an, any, all, my'));

/** Whether a clause reads as one more item of a list ("the pockets and the belt"). */
function continuesList(clause: readonly string[]): boolean {
	const first = ['and', 'or'].includes(clause[0]) ? clause[1] : clause[0];
	return ARTICLE_WORDS.has(first) && !clause.some((token) => ACTIONS.has(token));
}

/** Whether the word at `i` begins a phrase of the lexicon longer than one word ("drop shoulder"). */
const startsPhrase = (clause: readonly string[], i: number): boolean =>
	matchPhrases(clause.slice(i)).some((match) => match.start === 0 && match.end > 1);

/** "Swap X for Y", "replace X with Y", "change X to Y": "Y instead of X". */
function swaps(clause: string[]): string[] {
	const verb = clause.findIndex((token, i) => SWAP_VERBS.has(token) && !startsPhrase(clause, i));
	if (verb < 0) return clause;
	const link = clause.findIndex((token, i) => i > verb && SWAP_LINKS.has(token));
	if (link < 0 || link === clause.length - 1) return clause;
	const [before, from, to] = [
		clause.slice(0, verb),
		clause.slice(verb + 1, link),
		clause.slice(link + 1),
	];
	return from.length === 0 ? [...before, ...to] : [...before, ...to, 'instead', 'of', ...from];
}

/**
 * "Remove the pockets", "get rid of the belt", "take the hood off": "without …"; "less baggy":
 * "not baggy"; and after a negation, "and the belt" is "and without the belt" (the parser's
 * negation reaches over "and" alone).
 */
function removals(clause: string[]): string[] {
	const out: string[] = [];
	for (let i = 0; i < clause.length; i++) {
		if (clause[i] === 'less' && clause[i + 1] !== 'than') {
			out.push('not');
			continue;
		}
		const negating = out.some((token) => token === 'without' || token === 'no');
		if (
			negating &&
			(clause[i] === 'and' || clause[i] === 'or') &&
			ARTICLE_WORDS.has(clause[i + 1]) &&
			!ACTIONS.has(clause[i + 2])
		) {
			out.push(clause[i], 'without');
			continue;
		}
		const phrase = startsPhrase(clause, i)
			? undefined
			: REMOVE_PHRASES.find((words) => words.every((word, k) => clause[i + k] === word));
		if (phrase) {
			out.push('without');
			i += phrase.length - 1;
			continue;
		}
		// "Take the hood off": the particle within four words closes the phrase.
		const particle = TAKE_VERBS.has(clause[i])
			? clause.findIndex((token, k) => k > i + 1 && k <= i + 5 && TAKE_PARTICLES.has(token))
			: -1;
		if (particle > 0 && !startsPhrase(clause, i)) {
			out.push('without', ...clause.slice(i + 1, particle));
			i = particle;
			continue;
		}
		out.push(clause[i]);
	}
	return out;
}

/** Words between a part and its colour: "make the buttons gold", "the zip in silver". */
const PART_COLOR_LINKS: ReadonlySet<string> = new Set(words('in, to, be, are, is'));

/**
 * "Make the buttons gold", "the hood in red": "make the gold buttons", as a prompt colours a
 * part. Only a part named with "the" or "its", and a colour that closes the clause or is
 * followed by "and" or "with".
 */
function partColorsFirst(clause: string[]): string[] {
	const matches = matchPhrases(clause);
	for (let m = 0; m + 1 < matches.length; m++) {
		const part = matches[m];
		const named = part.hits.some((hit) => hit.kind === 'detail' || hit.kind === 'part');
		if (!named || part.hits.some((hit) => hit.kind === 'garment' || hit.kind === 'color')) continue;
		if (!['the', 'its'].includes(clause[part.start - 1])) continue;
		const first = matches[m + 1];
		if (!clause.slice(part.end, first.start).every((token) => PART_COLOR_LINKS.has(token)))
			continue;
		const shaded = hitOf(first, 'modifier') && matches[m + 2]?.start === first.end;
		const color = shaded ? matches[m + 2] : first;
		if (!hitOf(color, 'color')) continue;
		const after = clause[color.end];
		if (after !== undefined && !['and', 'with', 'please'].includes(after)) continue;
		return [
			...clause.slice(0, part.start),
			...clause.slice(first.start, color.end),
			...clause.slice(part.start, part.end),
			// "The collar white and the buttons gold": each part in turn.
			...partColorsFirst(clause.slice(color.end)),
		];
	}
	return clause;
}

/** "Make the sleeves short": "make the short sleeves". */
function sleevesFirst(clause: string[]): string[] {
	const out: string[] = [];
	for (let i = 0; i < clause.length; i++) {
		if (!SLEEVE_NOUNS.has(clause[i])) {
			out.push(clause[i]);
			continue;
		}
		let k = i + 1;
		while (k < clause.length && SLEEVE_GLUE.has(clause[k])) k++;
		const kind = SLEEVE_WORDS.find((words) => words.every((word, j) => clause[k + j] === word));
		// Left as written where the kind already stands before ("short sleeves").
		if (!kind || SLEEVE_WORDS.some((words) => words.at(-1) === clause[i - 1])) {
			out.push(clause[i]);
			continue;
		}
		out.push(...kind, 'sleeves');
		i = k + kind.length - 1;
	}
	return out;
}
