import { adjustColor } from './color';
import { matchPhrases, type ColorModifier, type Hit, type Match } from './lexicon';
import { tokenize } from './text';

/** What a colour in the prompt belongs to: the garment, the print, or a part such as the buttons. */
export type ColorRole = 'garment' | 'pattern' | 'part';

export interface ParsedColor {
  name: string;
  hex: string;
  role: ColorRole;
  /** The detail a part colour belongs to ("gold buttons" -> "buttons"), when the prompt says. */
  detail?: string;
}

export interface ParsedPrompt {
  /** Garment the prompt names outright; the head noun wins ("shirt dress" is a dress). */
  garment?: string;
  /** Garments that qualify the head noun ("shirt" in "shirt dress"): they lend their signature details. */
  qualifiers: string[];
  /** A garment only suggested ("a black turtleneck" suggests a sweater). */
  hint?: string;
  /** Main colour first: garment colours, then print colours, then part colours, each in prompt order. */
  colors: ParsedColor[];
  pattern?: string;
  materials: string[];
  details: string[];
  /** What the prompt rules out ("no hood", "without pockets"). */
  excluded: Set<string>;
}

/** Modifiers that only intensify keep the plain name ("rich burgundy" is burgundy); the rest name a shade. */
const PLAIN_MODIFIERS: ReadonlySet<ColorModifier> = new Set(['rich', 'vivid']);
/** Words that may sit between colours of one group: "black, white and red stripes". */
const COLOR_GLUE = new Set(['and', 'or', 'with', 'in', 'on', 'a', 'the', 'tone', 'toned']);
/** Details whose colour a prompt may set apart: "gold buttons", "a red belt". */
const COLORABLE_DETAILS = new Set(['buttons', 'belt', 'collar', 'lapels', 'zip', 'bow', 'hood', 'pockets', 'side-stripes', 'embroidery', 'beading', 'studs', 'drawstring', 'epaulettes', 'ruffles', 'fringe']);
/** Garment words so general that a more specific neighbour names the garment better. */
const GENERIC_GARMENTS = new Set(['top']);
/** Negation reaches this many words ahead: "without a hood", "no front pockets". */
const NEGATION_REACH = 4;

const hitOf = <K extends Hit['kind']>(match: Match, kind: K): Extract<Hit, { kind: K }> | undefined =>
  match.hits.find((hit): hit is Extract<Hit, { kind: K }> => hit.kind === kind);

export function parsePrompt(prompt: string): ParsedPrompt {
  const tokens = tokenize(prompt);
  const matches = matchPhrases(tokens);
  const parsed: ParsedPrompt = { qualifiers: [], colors: [], materials: [], details: [], excluded: new Set() };
  const colors: (ParsedColor & { at: number })[] = [];
  const garments: Match[] = [];
  let negateUntil = -1;

  for (let m = 0; m < matches.length; m++) {
    const match = matches[m];
    if (hitOf(match, 'negation')) {
      negateUntil = match.end + NEGATION_REACH;
      continue;
    }
    const negated = match.start < negateUntil;
    if (negated) negateUntil = -1;

    const modifier = hitOf(match, 'modifier');
    const next = matches[m + 1];
    const color = hitOf(match, 'color') ?? (modifier && next?.start === match.end ? hitOf(next, 'color') : undefined);
    if (color) {
      let { name, hex } = color;
      if (modifier && !hitOf(match, 'color')) {
        hex = adjustColor(hex, modifier.id);
        if (!PLAIN_MODIFIERS.has(modifier.id)) name = `${modifier.id} ${name}`;
        m += 1; // the colour word was consumed with its modifier
      }
      const end = modifier && !hitOf(match, 'color') ? next.end : match.end;
      const role = colorRole(tokens, matches, m, end);
      if (negated) parsed.excluded.add(name);
      else if (role !== undefined) colors.push({ name, hex, at: match.start, ...role });
    }

    // A colour phrase may mean more than its colour: "light wash" is light blue denim.
    for (const hit of match.hits) {
      const id = hit.kind !== 'modifier' && 'id' in hit ? hit.id : undefined;
      if (id === undefined) continue;
      if (negated) {
        parsed.excluded.add(id);
        continue;
      }
      if (hit.kind === 'pattern' && parsed.pattern === undefined) parsed.pattern = hit.id;
      if (hit.kind === 'material') pushOnce(parsed.materials, hit.id);
      if (hit.kind === 'detail') pushOnce(parsed.details, hit.id);
      if (hit.kind === 'hint' && parsed.hint === undefined) parsed.hint = hit.id;
    }
    if (!negated && hitOf(match, 'garment')) garments.push(match);
  }

  // The first run of adjacent garment words names the garment; its last word is the head noun.
  if (garments.length > 0) {
    const run = [garments[0]];
    for (const match of garments.slice(1)) {
      if (match.start !== run[run.length - 1].end) break;
      run.push(match);
    }
    const ids = run.map((match) => hitOf(match, 'garment')!.id);
    // A generic head yields to a specific qualifier: a "camisole top" is a camisole.
    const head = ids.length > 1 && GENERIC_GARMENTS.has(ids[ids.length - 1]) ? ids.length - 2 : ids.length - 1;
    parsed.garment = ids[head];
    ids.forEach((id, i) => i !== head && pushOnce(parsed.qualifiers, id));
    // ...and to any specific garment named later: "a dress with a fitted top" is a dress.
    const specific = garments.map((match) => hitOf(match, 'garment')!.id).find((id) => !GENERIC_GARMENTS.has(id));
    if (GENERIC_GARMENTS.has(parsed.garment) && specific) parsed.garment = specific;
  }

  const rank: Record<ColorRole, number> = { garment: 0, pattern: 1, part: 2 };
  const seen = new Set<string>();
  parsed.colors = colors
    .sort((a, b) => rank[a.role] - rank[b.role] || a.at - b.at)
    .filter((color) => !seen.has(color.name) && seen.add(color.name))
    .map(({ at: _at, ...color }) => color);
  if (parsed.pattern && parsed.excluded.has(parsed.pattern)) parsed.pattern = undefined;
  return parsed;
}

/**
 * A colour belongs to what follows it once other colours and glue words are skipped; undefined
 * when that is an accessory, which the design does not include.
 */
function colorRole(tokens: readonly string[], matches: readonly Match[], index: number, end: number): { role: ColorRole; detail?: string } | undefined {
  for (let m = index + 1; m < matches.length; m++) {
    const match = matches[m];
    if (!tokens.slice(end, match.start).every((token) => COLOR_GLUE.has(token))) break;
    end = match.end;
    if (hitOf(match, 'color') || hitOf(match, 'modifier')) continue;
    if (hitOf(match, 'pattern') && !hitOf(match, 'garment')) return { role: 'pattern' };
    const detail = hitOf(match, 'detail');
    if (detail && COLORABLE_DETAILS.has(detail.id) && !hitOf(match, 'garment')) return { role: 'part', detail: detail.id };
    if (hitOf(match, 'part')) return { role: 'part' };
    if (hitOf(match, 'accessory')) return undefined;
    break;
  }
  return { role: 'garment' };
}

function pushOnce(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
