/** Print and weave patterns. The drawing for each id lives in draw/patterns.ts. */
export type PatternRow = readonly [id: string, ...aliases: string[]];

/**
 * Prints with colours of their own, used where the prompt names none: cherries are red, a
 * leopard is camel with black rosettes. `ground` is the cloth's colour, `motifs` the print's.
 */
export const PATTERN_COLORS: Readonly<Record<string, { ground?: string; motifs: readonly string[] }>> = {
  cherries: { motifs: ['cherry'] },
  lemons: { motifs: ['lemon'] },
  fruit: { motifs: ['cherry', 'lemon'] },
  leopard: { ground: 'camel', motifs: ['black', 'chocolate'] },
  zebra: { ground: 'white', motifs: ['black'] },
  snakeskin: { ground: 'taupe', motifs: ['beige', 'espresso'] },
  camouflage: { ground: 'olive', motifs: ['khaki', 'chocolate'] },
};

/**
 * Prints drawn in shades of the cloth's own colour (a bleached wash): one colour is the whole
 * design, and a second colour the prompt names stays where the prompt put it.
 */
export const TONAL_PATTERNS: ReadonlySet<string> = new Set(['acid-wash']);

export const PATTERN_ROWS: readonly PatternRow[] = [
  ['solid', 'plain', 'solid colour', 'solid color', 'block colour', 'block color', 'monochrome', 'unpatterned', 'no print', 'no pattern'],
  ['stripes', 'stripe', 'striped', 'stars and stripes', 'stripy', 'stripey', 'breton', 'breton stripe', 'nautical stripe', 'candy stripe', 'rugby stripe', 'awning stripe', 'bengal stripe', 'vertical stripe', 'horizontal stripe', 'marinière', 'mariniere', 'banded', 'seersucker'],
  ['pinstripes', 'pinstripe', 'pin stripe', 'pinstriped', 'pin striped', 'chalk stripe', 'chalkstripe'],
  ['polka-dots', 'polka dot', 'polka dotted', 'polkadot', 'polka', 'dotted', 'dot', 'dot print', 'spotted', 'spot', 'spot print', 'pin dot', 'swiss dot', 'dalmatian', 'spotty', 'dotty'],
  ['plaid', 'tartan', 'check', 'checked', 'checks', 'buffalo check', 'buffalo plaid', 'glen check', 'glen plaid', 'prince of wales', 'prince of wales check', 'windowpane', 'window pane', 'madras', 'tattersall', 'flannel check', 'lumberjack', 'squares', 'little squares', 'small squares', 'tiny squares'],
  ['gingham', 'vichy', 'gingham check', 'picnic check'],
  ['houndstooth', 'hounds tooth', 'houndstooth check', 'dogtooth', 'dog tooth', 'pied de poule'],
  ['floral', 'florals', 'flower', 'flowered', 'flowery', 'flower print', 'floral print', 'rose print', 'roses', 'botanical', 'ditsy', 'ditsy floral', 'ditsy print', 'tropical', 'tropical print', 'hawaiian', 'palm print', 'leaf print', 'leaves', 'foliage', 'blossom', 'cherry blossom', 'daisy', 'daisies', 'liberty print', 'chintz', 'toile', 'toile de jouy', 'garden print', 'wildflower', 'rosebud', 'sunflower print', 'hibiscus'],
  ['paisley', 'paisley print', 'bandana print', 'bandanna print', 'boteh'],
  ['leopard', 'leopard print', 'leopard spot', 'cheetah', 'cheetah print', 'animal print', 'jaguar print', 'ocelot', 'leo print'],
  ['zebra', 'zebra print', 'zebra stripe', 'tiger stripe', 'tiger print'],
  ['snakeskin', 'snake print', 'snake skin', 'python', 'python print', 'croc', 'crocodile', 'croc effect', 'croc embossed', 'reptile', 'reptile print', 'snake'],
  ['camouflage', 'camo', 'camo print', 'camouflage print', 'military print', 'woodland camo', 'desert camo'],
  ['geometric', 'geometric print', 'geo', 'geo print', 'triangles', 'art deco', 'deco', 'aztec', 'tribal', 'memphis', 'graphic pattern', 'mosaic', 'op art', 'bauhaus', 'ikat', 'kilim'],
  ['abstract', 'abstract print', 'brushstroke', 'brush stroke', 'brushstroke print', 'painterly', 'squiggle', 'squiggle print'],
  ['fair-isle', 'fair isle', 'fairisle', 'nordic', 'nordic knit', 'scandi knit', 'snowflake knit', 'yoke pattern'],
  ['chevron', 'zigzag', 'zig zag', 'chevrons', 'missoni'],
  ['herringbone', 'fishbone'],
  ['argyle', 'argyll', 'diamond pattern', 'diamond check', 'harlequin'],
  ['checkerboard', 'checkered', 'chequered', 'checker', 'chequerboard', 'checkerboard print', 'chessboard'],
  ['tie-dye', 'tie dye', 'tie dyed', 'tiedye', 'batik', 'shibori', 'marbled', 'psychedelic swirl'],
  ['color-block', 'color block', 'colour block', 'colorblock', 'colourblock', 'color blocked', 'colour blocked', 'colorblocked', 'colourblocked', 'colour blocking', 'color blocking', 'two tone', 'panelled', 'paneled'],
  ['ombre', 'gradient', 'dip dye', 'dip dyed', 'degrade', 'faded gradient'],
  ['stars', 'star', 'star print', 'starry', 'starred', 'celestial'],
  ['hearts', 'heart', 'heart print'],
  ['cherries', 'cherry print', 'cherries print', 'cherry pattern'],
  ['lemons', 'lemon print', 'lemons print', 'citrus print', 'lemon pattern'],
  ['fruit', 'fruit print', 'fruity print', 'fruit pattern', 'strawberry print', 'strawberries'],
  // A bleach wash, a dye effect like tie-dye and ombre.
  ['acid-wash', 'acid wash', 'acid washed', 'snow wash', 'snow washed', 'marble wash', 'bleach splatter'],
  // Novelty motifs, scattered over the cloth. Named in the plural or as a print: a lone
  // "dinosaur" may describe something else ("a hoodie with dinosaur spikes").
  ['dinosaurs', 'dinosaur print', 'dinos', 'dino print', 'dinosaur pattern'],
  ['snowflakes', 'snowflake print', 'snow flakes', 'snowflake pattern'],
  ['shamrocks', 'shamrock print', 'clovers', 'clover print', 'shamrock pattern'],
  ['butterflies', 'butterfly print', 'butterfly pattern'],
  ['skulls', 'skull print', 'skull and crossbones', 'skull pattern'],
  ['anchors', 'anchor print', 'anchor pattern'],
];
