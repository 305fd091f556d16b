/**
 * Materials and how each one reads on a flat. `texture` names the line work in
 * draw/textures.ts: a designer tells denim from satin by twill lines versus sheen.
 */
export type Texture = 'plain' | 'twill' | 'knit' | 'cable' | 'sheen' | 'pile' | 'slub' | 'tweed' | 'wale' | 'sheer' | 'lace' | 'sequin' | 'fuzzy' | 'grain' | 'mesh' | 'crochet' | 'quilt' | 'terry' | 'weave';

export type MaterialRow = readonly [id: string, texture: Texture, ...aliases: string[]];

/**
 * Named kinds of a broader material keep their own name and list the family after it: merino
 * is listed as merino, wool; ripstop as ripstop, nylon.
 */
/**
 * Words that name a material as a quality of the cloth after them: "stretch denim" is denim
 * with some spandex, so the denim comes first.
 */
export const QUALIFYING_MATERIAL_WORDS: ReadonlySet<string> = new Set(['stretch', 'stretchy']);

export const MATERIAL_FAMILY: Readonly<Record<string, string>> = { merino: 'wool', lambswool: 'wool', ripstop: 'nylon', 'cable-knit': 'knit' };

export const MATERIAL_ROWS: readonly MaterialRow[] = [
  ['cotton', 'plain', 'organic cotton', 'cotton blend', 'pure cotton'],
  ['denim', 'twill', 'jean', 'selvedge', 'selvedge denim', 'raw denim', 'acid wash', 'acid washed', 'stonewashed', 'stone washed', 'light wash', 'dark wash', 'mid wash', 'washed denim', 'jeans fabric'],
  ['chambray', 'twill'],
  ['silk', 'sheen', 'silky', 'mulberry silk', 'raw silk', 'silk charmeuse', 'charmeuse', 'habotai', 'dupioni', 'shantung'],
  ['satin', 'sheen', 'satiny', 'sateen', 'duchess satin', 'liquid satin'],
  ['linen', 'slub', 'linen blend', 'flax'],
  ['hemp', 'slub', 'hemp blend', 'organic hemp'],
  ['leather', 'grain', 'leathers', 'genuine leather', 'lambskin', 'calfskin', 'nappa', 'patent leather'],
  ['faux-leather', 'grain', 'faux leather', 'vegan leather', 'pleather', 'pu leather', 'leatherette', 'imitation leather'],
  ['suede', 'pile', 'nubuck'],
  ['faux-suede', 'pile', 'faux suede', 'vegan suede', 'microsuede', 'suedette'],
  ['wool', 'tweed', 'woollen', 'woolen', 'wool blend', 'boiled wool', 'virgin wool', 'felted wool', 'felt', 'melton'],
  ['merino', 'knit', 'merino wool', 'extra fine merino'],
  ['lambswool', 'knit', 'lambs wool', 'lamb s wool'],
  ['cashmere', 'knit', 'cashmere blend'],
  ['mohair', 'fuzzy', 'brushed mohair'],
  ['alpaca', 'fuzzy', 'baby alpaca', 'alpaca wool'],
  ['angora', 'fuzzy', 'angora wool'],
  ['cable-knit', 'cable', 'cable knit', 'cable', 'cables', 'cabled', 'cable knitted', 'cable stitch', 'aran', 'aran knit'],
  ['knit', 'knit', 'knitted', 'knitwear', 'chunky knit', 'rib knit', 'ribbed', 'ribbed knit', 'fine knit', 'waffle knit', 'pointelle', 'fisherman', 'fair isle', 'nordic knit'],
  ['crochet', 'crochet', 'crocheted', 'macrame', 'open knit', 'openwork'],
  ['velvet', 'pile', 'crushed velvet', 'velvety', 'panne velvet', 'devore'],
  ['velour', 'pile', 'velours', 'stretch velour'],
  ['chiffon', 'sheer', 'georgette', 'voile', 'sheer', 'see through', 'gauzy', 'gauze'],
  ['tulle', 'sheer', 'net', 'netting', 'tutu'],
  ['organza', 'sheer', 'organdy'],
  ['lace', 'lace', 'lacy', 'guipure', 'chantilly lace', 'lace trim', 'eyelet lace', 'floral lace'],
  ['tweed', 'tweed', 'harris tweed', 'donegal'],
  ['boucle', 'terry', 'bouclé', 'boucle tweed', 'boucle wool'],
  ['corduroy', 'wale', 'cord', 'cords', 'corded', 'needlecord', 'cordury', 'courduroy'],
  ['jersey', 'knit', 'stretch jersey', 'modal', 'interlock'],
  ['fleece', 'fuzzy', 'polar fleece', 'brushed fleece', 'microfleece', 'brushed back fleece'],
  ['faux-fur', 'fuzzy', 'faux fur', 'fur', 'fake fur', 'furry', 'fluffy', 'shaggy', 'teddy', 'fur trim', 'fur trimmed', 'faux fur trim', 'faux fur trimmed', 'fur ruff', 'fur collar', 'faux fur collar'],
  ['shearling', 'fuzzy', 'sheepskin', 'faux shearling'],
  ['sherpa', 'fuzzy', 'borg', 'teddy fleece', 'sherpa fleece'],
  ['sequins', 'sequin', 'sequin', 'sequined', 'sequinned', 'paillette', 'sparkly', 'glitter', 'glittery', 'lurex'],
  ['ripstop', 'weave', 'rip stop', 'ripstop nylon'],
  ['nylon', 'quilt', 'windproof', 'waterproof', 'water resistant', 'parachute'],
  ['polyester', 'plain', 'poly', 'recycled polyester', 'microfiber', 'microfibre'],
  ['spandex', 'knit', 'lycra', 'elastane', 'stretch', 'stretchy', 'performance', 'compression', 'activewear fabric'],
  ['neoprene', 'plain', 'scuba'],
  ['vinyl', 'sheen', 'pvc', 'latex', 'patent', 'vinyl', 'wet look', 'high shine', 'glossy'],
  ['canvas', 'weave', 'duck canvas', 'waxed canvas', 'oilskin'],
  ['twill', 'twill', 'drill', 'chino'],
  ['gabardine', 'twill', 'gaberdine'],
  ['flannel', 'fuzzy', 'brushed flannel'],
  ['crepe', 'plain', 'crepe de chine', 'crêpe', 'moss crepe'],
  ['taffeta', 'sheen'],
  ['lame', 'sheen', 'lamé', 'metallic lame'],
  ['brocade', 'weave', 'jacquard', 'damask', 'matelasse'],
  ['poplin', 'plain', 'broadcloth', 'oxford cloth', 'oxford'],
  ['seersucker', 'weave'],
  ['terry', 'terry', 'terry cloth', 'terrycloth', 'towelling', 'toweling', 'french terry'],
  ['mesh', 'mesh', 'fishnet', 'power mesh', 'sports mesh', 'perforated'],
  ['rayon', 'plain', 'viscose', 'tencel', 'lyocell', 'cupro', 'bamboo'],
];
