import { isAccessoryFamily } from './lexicon/garments';
import type { DesignPlan } from './resolve';
import { titleCase, truncateCodePoints } from './text';

/** How a print reads as an adjective in a title: "Striped", "Polka-Dot". */
const PATTERN_ADJECTIVE: Record<string, string> = {
	stripes: 'striped',
	pinstripes: 'pinstriped',
	'polka-dots': 'polka-dot',
	leopard: 'leopard-print',
	zebra: 'zebra-print',
	camouflage: 'camo',
	stars: 'star-print',
	hearts: 'heart-print',
	'tie-dye': 'tie-dye',
	'color-block': 'color-block',
	'fair-isle': 'fair isle',
	cherries: 'cherry-print',
	lemons: 'lemon-print',
	fruit: 'fruit-print',
	'acid-wash': 'acid-wash',
	dinosaurs: 'dinosaur-print',
	snowflakes: 'snowflake-print',
	shamrocks: 'shamrock-print',
	butterflies: 'butterfly-print',
	skulls: 'skull-print',
	anchors: 'anchor-print',
	tiger: 'tiger-print',
	cow: 'cow-print',
	giraffe: 'giraffe-print',
	strawberries: 'strawberry-print',
	reindeer: 'reindeer-print',
	'christmas-trees': 'christmas-tree-print',
	'candy-canes': 'candy-cane-print',
	snowmen: 'snowman-print',
	pumpkins: 'pumpkin-print',
	ghosts: 'ghost-print',
	bats: 'bat-print',
	unicorns: 'unicorn-print',
	rainbows: 'rainbow-print',
	bunnies: 'bunny-print',
	bears: 'bear-print',
	cats: 'cat-print',
	dogs: 'dog-print',
	foxes: 'fox-print',
	sharks: 'shark-print',
	whales: 'whale-print',
	bees: 'bee-print',
	ladybirds: 'ladybird-print',
	mushrooms: 'mushroom-print',
	rockets: 'rocket-print',
	planets: 'planet-print',
	cars: 'car-print',
	flames: 'flame-print',
	'lightning-bolts': 'lightning-bolt-print',
	'smiley-faces': 'smiley-print',
	lips: 'lip-print',
	pineapples: 'pineapple-print',
	watermelons: 'watermelon-print',
	avocados: 'avocado-print',
	birds: 'bird-print',
	flamingos: 'flamingo-print',
};

/** Title descriptors in order of preference; the first the design has is used. */
const SHAPE_WORDS = [
	'maxi',
	'midi',
	'mini',
	'cropped',
	'wide-leg',
	'a-line',
	'pencil',
	'mermaid',
	'flared',
	'skinny',
	'wrap',
	'pleated',
];

/** Title words for what a shoe, bag or hat is named by: "Knee-High Boots", "Stiletto Heels". */
const ACCESSORY_WORDS: Record<string, string> = {
	'knee-length': 'knee-high',
	ankle: 'ankle',
	stiletto: 'stiletto',
	'block-heel': 'block-heel',
	'kitten-heel': 'kitten-heel',
	wedge: 'wedge',
	platform: 'platform',
	fedora: 'fedora',
	bucket: 'bucket',
	'wide-brim': 'wide-brim',
	'pom-pom': 'bobble',
};

/** Whether the design is worn with clothes rather than clothing: it is titled and described as such. */
const accessory = (plan: DesignPlan): boolean => isAccessoryFamily(plan.family);

export function designTitle(plan: DesignPlan): string {
	const words: string[] = [];
	// Fit is only a title word where it is a detail of the design (not of a shoe or a bag).
	if (plan.fit === 'oversized' && plan.details.includes('oversized')) words.push('oversized');
	words.push(plan.colors[0].name);
	if (plan.pattern !== 'solid') words.push(PATTERN_ADJECTIVE[plan.pattern] ?? plan.pattern);
	const material = plan.materials[0];
	const label = plan.garment.label.toLowerCase();
	// A cloth the garment's name or the colour's already says is not said twice: "Blue Jeans",
	// "Denim Blue Cropped Jacket" (not "Denim Blue Denim Cropped Jacket").
	const cloth = material.replace(/-/g, ' ');
	const said = ` ${label} ${plan.colors[0].name} `.toLowerCase().replace(/-/g, ' ');
	if (!(material === 'denim' && plan.garment.id === 'jeans') && !said.includes(` ${cloth} `))
		words.push(cloth);
	const descriptor = accessory(plan)
		? ACCESSORY_WORDS[plan.details.find((id) => ACCESSORY_WORDS[id]) ?? '']
		: SHAPE_WORDS.find((word) =>
				word === 'pleated' ? plan.features.has('pleats') : plan.details.includes(word),
			);
	if (descriptor && !label.includes(descriptor)) words.push(descriptor);
	words.push(label);
	return truncateCodePoints(titleCase(words.join(' ')), 140);
}

/** Edits the description quotes at most: a long chain is summed up by its latest. */
const DESCRIBED_EDITS = 3;

/** The accessible description of one view of the design: what it shows and from where. */
export function designDescription(
	plan: DesignPlan,
	prompt: string,
	edits: readonly string[] = [],
	back = false,
): string {
	const colors = plan.colors.map((color) => color.name);
	const colorText =
		colors.length > 1
			? `${colors.slice(0, -1).join(', ')} and ${colors[colors.length - 1]}`
			: colors[0];
	const print = plan.pattern === 'solid' ? 'solid' : `${plan.pattern.replace(/-/g, ' ')} print`;
	const details = plan.details.map((id) => id.replace(/-/g, ' ')).join(', ');
	const { view, article } = shownAs(plan);
	return (
		`${back ? 'Back-view' : view} technical flat of ${article} ${plan.garment.label.toLowerCase()} in ${colorText} (${print}), ` +
		`${plan.materials.map((id) => id.replace(/-/g, ' ')).join(' and ')}${details ? `; details: ${details}` : ''}. ` +
		`Style: ${plan.style.name}. Prompt: "${truncateCodePoints(prompt.trim(), 300)}"` +
		editedAs(edits)
	);
}

/** The edits a design was made with, latest last: ` Edited: "make it navy", then "add a hood".` */
function editedAs(edits: readonly string[]): string {
	if (edits.length === 0) return '';
	const quoted = edits
		.slice(-DESCRIBED_EDITS)
		.map((instruction) => `"${truncateCodePoints(instruction.trim(), 200)}"`);
	const earlier =
		edits.length > DESCRIBED_EDITS ? `${edits.length - DESCRIBED_EDITS} earlier, then ` : '';
	return ` Edited: ${earlier}${quoted.join(', then ')}.`;
}

/** How the flat shows the design: shoes from the side (a flip-flop from above), in pairs. */
function shownAs(plan: DesignPlan): { view: string; article: string } {
	const id = plan.garment.id;
	const view =
		id === 'flip-flops'
			? 'Top-view'
			: plan.family === 'footwear' || id === 'cap' || id === 'socks'
				? 'Side-view'
				: 'Front-view';
	return { view, article: plan.family === 'footwear' || id === 'socks' ? 'a pair of' : 'a' };
}
