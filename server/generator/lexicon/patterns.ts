/** Print and weave patterns. The drawing for each id lives in draw/patterns.ts. */
import { pairs, row, words } from './words';

export type PatternRow = readonly [id: string, ...aliases: string[]];

/**
 * Prints with colours of their own, used where the prompt names none: cherries are red, a
 * leopard is camel with black rosettes. `ground` is the cloth's colour, `motifs` the print's.
 */
export const PATTERN_COLORS: Readonly<
	Record<string, { ground?: string; motifs: readonly string[] }>
> = {
	cherries: { motifs: ['cherry'] },
	lemons: { motifs: ['lemon'] },
	fruit: { motifs: ['cherry', 'lemon'] },
	leopard: { ground: 'camel', motifs: ['black', 'chocolate'] },
	zebra: { ground: 'white', motifs: ['black'] },
	snakeskin: { ground: 'taupe', motifs: ['beige', 'espresso'] },
	camouflage: { ground: 'olive', motifs: ['khaki', 'chocolate'] },
	tiger: { ground: 'tangerine', motifs: ['black'] },
	cow: { ground: 'white', motifs: ['black'] },
	giraffe: { ground: 'cream', motifs: ['caramel'] },
	strawberries: { motifs: ['strawberry'] },
	pumpkins: { motifs: ['pumpkin'] },
	ghosts: { motifs: ['white'] },
	bees: { motifs: ['sunflower', 'black'] },
	ladybirds: { motifs: ['red', 'black'] },
	watermelons: { motifs: ['watermelon'] },
	avocados: { motifs: ['avocado'] },
	pineapples: { motifs: ['golden yellow'] },
	flamingos: { motifs: ['flamingo'] },
	foxes: { motifs: ['rust'] },
	'smiley-faces': { motifs: ['yellow', 'black'] },
	lips: { motifs: ['lipstick red'] },
	flames: { motifs: ['orange', 'yellow'] },
	'candy-canes': { motifs: ['white', 'red'] },
	'christmas-trees': { motifs: ['forest green', 'gold'] },
	reindeer: { motifs: ['brown', 'red'] },
};

/**
 * Prints drawn in shades of the cloth's own colour (a bleached wash): one colour is the whole
 * design, and a second colour the prompt names stays where the prompt put it.
 */
export const TONAL_PATTERNS: ReadonlySet<string> = new Set(['acid-wash']);

/**
 * Phrases naming a family of prints rather than one, or a cloth that is often but not always
 * woven in one: a specific print named too wins ("animal print: zebra", "seersucker, gingham").
 */
export const GENERIC_PATTERN_PHRASES: ReadonlySet<string> = new Set(
	words('animal print, animal prints, animal printed, seersucker'),
);

/**
 * Prints whose id is not itself a word for them: a lone "tiger" is more often a motif ("an
 * embroidered tiger on the back") than the print, which is written "tiger print", "tiger stripes".
 */
export const PRINT_ONLY_BY_ALIAS: ReadonlySet<string> = new Set(['tiger', 'cow', 'giraffe']);

/**
 * A motif named in the singular is the print only when it names the garment right after it:
 * "dinosaur pyjamas", "unicorn leggings", "shark swim shorts", not "a hoodie with dinosaur
 * spikes" or "a cat on the pocket". Colour words (cherry, lemon, pumpkin) are left to colour.
 */
export const MOTIF_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
	pairs(`
		dinosaur: dinosaurs, dino: dinosaurs, t rex: dinosaurs, unicorn: unicorns, bunny: bunnies,
		rabbit: bunnies, easter bunny: bunnies, shark: sharks, cat: cats, kitten: cats, kitty: cats,
		dog: dogs, puppy: dogs, dachshund: dogs, ghost: ghosts, bat: bats, snowflake: snowflakes,
		butterfly: butterflies, bee: bees, bumblebee: bees, ladybird: ladybirds, ladybug: ladybirds,
		rocket: rockets, planet: planets, space: rockets, flame: flames,
		lightning bolt: lightning-bolts, lightning: lightning-bolts, smiley: smiley-faces,
		smiley face: smiley-faces, pineapple: pineapples, bird: birds, fox: foxes, bear: bears,
		teddy bear: bears, whale: whales, rainbow: rainbows, anchor: anchors, shamrock: shamrocks,
		skull: skulls, snowman: snowmen, christmas tree: christmas-trees, xmas tree: christmas-trees,
		candy cane: candy-canes, mushroom: mushrooms, toadstool: mushrooms, car: cars, race car: cars,
		star: stars, heart: hearts, love heart: hearts, tiger: tiger, zebra: zebra, cow: cow,
		giraffe: giraffe, rudolph: reindeer
	`),
);

/** Animals whose skin is a print: in the plural they are the animals ("swim shorts with crocodiles"), not their skin. */
export const SKIN_ANIMALS: ReadonlySet<string> = new Set(
	words(`
		leopard, cheetah, jaguar, ocelot, zebra, snake, python, croc, crocodile, reptile, dalmatian,
		tiger, cow, giraffe
	`),
);

/** Each row: 'id: aliases'. */
export const PATTERN_ROWS: readonly PatternRow[] = [
	`solid: plain, solid colour, solid color, block colour, block color, monochrome, unpatterned,
		no print, no pattern`,
	`stripes: stripe, striped, stars and stripes, stripy, stripey, breton, breton stripe,
		nautical stripe, candy stripe, rugby stripe, awning stripe, bengal stripe, vertical stripe,
		horizontal stripe, hoops, hooped, rugby hoops, hoop stripe, marinière, mariniere, banded,
		seersucker`,
	'pinstripes: pinstripe, pin stripe, pinstriped, pin striped, chalk stripe, chalkstripe',
	`polka-dots: polka dot, polka dotted, polkadot, polka, dotted, dot, dot print, spotted, spot,
		spot print, pin dot, swiss dot, dalmatian, spotty, dotty`,
	`plaid: tartan, check, checked, checks, buffalo check, buffalo plaid, glen check, glen plaid,
		prince of wales, prince of wales check, windowpane, window pane, madras, tattersall,
		black watch tartan, black watch plaid, black watch check, royal stewart, stewart tartan, dress stewart, flannel check,
		lumberjack, squares, little squares, small squares, tiny squares`,
	'gingham: vichy, gingham check, picnic check',
	'houndstooth: hounds tooth, houndstooth check, dogtooth, dog tooth, pied de poule',
	`floral: florals, flower, flowered, flowery, flower print, floral print, rose print, roses,
		botanical, ditsy, ditsy floral, ditsy print, tropical, tropical print, hawaiian, palm print,
		leaf print, leaves, foliage, blossom, cherry blossom, daisy, daisies, liberty print, chintz,
		toile, toile de jouy, garden print, wildflower, rosebud, sunflower print, hibiscus, sunflowers,
		peony, peonies, peony print, poppies, poppy print, tulips, tulip print, lilies, lily print,
		lotus print, lotus flowers, magnolia print, magnolias, orchids, orchid print, lavender print,
		wild flowers, meadow print, meadow floral, sprig print, floral sprigs, rosebuds, blooms,
		flower power, palm tree print, palm trees, palms, monstera, monstera print, banana leaf,
		banana leaves, banana leaf print, fern print, ferns, chrysanthemum, chrysanthemums, lotus,
		cherry blossoms, sakura, dahlias, dahlia print, marigolds, carnations, camellia, camellias,
		wisteria print, petals`,
	'paisley: paisley print, bandana print, bandanna print, boteh, bandana, bandanna, paisleys',
	`leopard: leopard print, leopard spot, leopard spots, cheetah, cheetah print, animal print,
		jaguar, jaguar print, ocelot, leo print, leopard pattern, leopard printed`,
	'zebra: zebra print, zebra stripe, zebra stripes, zebra pattern',
	'tiger: tiger print, tiger stripe, tiger stripes, tiger pattern, tigers, tiger striped',
	'cow: cow print, cowhide print, cow spots, cow pattern, moo print',
	'giraffe: giraffe print, giraffe pattern, giraffe spots',
	`snakeskin: snake print, snake skin, python, python print, croc, crocodile, croc effect,
		croc embossed, reptile, reptile print, snake`,
	'camouflage: camo, camo print, camouflage print, military print, woodland camo, desert camo',
	`geometric: geometric print, geo, geo print, triangles, art deco, deco, aztec, tribal, memphis,
		graphic pattern, mosaic, op art, bauhaus, ikat, kilim, triangle print, hexagons, hexagon print,
		circles print, geometrical, geometric pattern`,
	`abstract: abstract print, brushstroke, brush stroke, brushstroke print, painterly, squiggle,
		squiggle print, squiggles, swirl print, swirls, swirly, psychedelic, psychedelic print,
		marble print, marble effect, paint splatter, splatter print, abstract pattern, scribble print`,
	'fair-isle: fair isle, fairisle, nordic, nordic knit, scandi knit, snowflake knit, yoke pattern',
	'chevron: zigzag, zig zag, chevrons, missoni',
	'herringbone: fishbone',
	`argyle: argyll, diamond pattern, diamond check, harlequin, diamonds, diamond print, rhombus,
		rhombuses, rhombi, rhombus pattern, rhombus print, lozenge, lozenges, losange, losanges, rombo,
		rombos`,
	'checkerboard: checkered, chequered, checker, chequerboard, checkerboard print, chessboard',
	`tie-dye: tie dye, tie dyed, tiedye, batik, shibori, marbled, psychedelic swirl, tye dye,
		tie dyed print, spiral tie dye`,
	`color-block: color block, colour block, colorblock, colourblock, color blocked, colour blocked,
		colorblocked, colourblocked, colour blocking, color blocking, two tone, panelled, paneled`,
	'ombre: gradient, dip dye, dip dyed, degrade, faded gradient',
	`stars: star print, starry, starred, celestial, moon and stars, moons and stars, stars and moons,
		star pattern`,
	'hearts: heart print, love hearts, love heart print, heart pattern',
	'cherries: cherry print, cherries print, cherry pattern',
	'lemons: lemon print, lemons print, citrus print, lemon pattern',
	'fruit: fruit print, fruity print, fruit pattern, fruits, tutti frutti',
	'strawberries: strawberry print, strawberry pattern',
	// A bleach wash, a dye effect like tie-dye and ombre.
	'acid-wash: acid wash, acid washed, snow wash, snow washed, marble wash, bleach splatter',
	// Novelty motifs, scattered over the cloth. Named in the plural or as a print: a lone
	// "dinosaur" may describe something else ("a hoodie with dinosaur spikes").
	'dinosaurs: dinosaur print, dinos, dino print, dinosaur pattern',
	'snowflakes: snowflake print, snow flakes, snowflake pattern',
	'shamrocks: shamrock print, clovers, clover print, shamrock pattern',
	'butterflies: butterfly print, butterfly pattern',
	'skulls: skull print, skull and crossbones, skull pattern',
	'anchors: anchor print, anchor pattern',
	`reindeer: reindeers, reindeer print, reindeer pattern, rudolph, deer print, stags, stag print,
		moose print`,
	`christmas-trees: christmas trees, christmas tree print, christmas tree pattern, xmas trees,
		xmas tree print, fir trees, fir tree print, pine trees, pine tree print`,
	'candy-canes: candy canes, candy cane print, candy cane pattern, candycanes',
	'snowmen: snowman print, snowmans, snowman pattern, snow men',
	'pumpkins: pumpkin print, pumpkin pattern, jack o lanterns, jack o lantern print',
	'ghosts: ghost print, ghost pattern, ghosties',
	'bats: bat print, bat pattern',
	'unicorns: unicorn print, unicorn pattern',
	'rainbows: rainbow print, rainbow pattern',
	'bunnies: bunny print, bunny pattern, rabbits, rabbit print, bunny rabbits, easter bunnies',
	'bears: bear print, teddy bears, teddy bear print, teddies, bear pattern',
	'cats: cat print, cat pattern, kittens, kitten print, kitties',
	'dogs: dog print, dog pattern, puppies, puppy print, dachshunds, sausage dogs, pups',
	'foxes: fox print, fox pattern',
	'sharks: shark print, shark pattern',
	'whales: whale print, whale pattern',
	'bees: bee print, bee pattern, bumblebees, bumble bees, honeybees, bumblebee print',
	'ladybirds: ladybird print, ladybugs, ladybug print, lady bugs, lady birds',
	'mushrooms: mushroom print, mushroom pattern, toadstools, toadstool print',
	'rockets: rocket print, rocket pattern, spaceships, space rockets, space print',
	'planets: planet print, planet pattern, solar system print',
	'cars: car print, car pattern, race cars, racing cars, vehicle print',
	'flames: flame print, flame pattern, fire print, flame graphic',
	`lightning-bolts: lightning bolts, lightning bolt print, lightning print, lightning bolt pattern,
		thunderbolts`,
	`smiley-faces: smiley faces, smiley face print, smiley print, smileys, smiley pattern,
		smiley face pattern, happy faces`,
	'lips: lip print, lips print, kiss print, kisses print, lipstick kiss print',
	'pineapples: pineapple print, pineapple pattern',
	'watermelons: watermelon print, watermelon pattern, watermelon slices',
	'avocados: avocado print, avocado pattern',
	'birds: bird print, bird pattern, swallows, swallow print, birdies',
	'flamingos: flamingo print, flamingoes, flamingo pattern',
].map((entry) => {
	const [id, aliases] = row(entry);
	return [id, ...aliases];
});
