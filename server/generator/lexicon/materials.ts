/**
 * Materials and how each one reads on a flat. `texture` names the line work in
 * draw/textures.ts: a designer tells denim from satin by twill lines versus sheen.
 */
export type Texture = 'plain' | 'twill' | 'knit' | 'sheen' | 'pile' | 'slub' | 'tweed' | 'wale' | 'sheer' | 'lace' | 'sequin' | 'fuzzy' | 'grain' | 'mesh' | 'crochet' | 'quilt' | 'terry' | 'weave';

export type MaterialRow = readonly [id: string, texture: Texture, ...aliases: string[]];

export const MATERIAL_ROWS: readonly MaterialRow[] = [
  ['cotton', 'plain', 'organic cotton', 'cotton blend', 'pure cotton'],
  ['denim', 'twill', 'jean', 'selvedge', 'selvedge denim', 'raw denim', 'acid wash', 'acid washed', 'stonewashed', 'stone washed', 'light wash', 'dark wash', 'mid wash', 'washed denim', 'jeans fabric'],
  ['chambray', 'twill'],
  ['silk', 'sheen', 'silky', 'mulberry silk', 'raw silk', 'silk charmeuse', 'charmeuse', 'habotai', 'dupioni', 'shantung'],
  ['satin', 'sheen', 'satiny', 'sateen', 'duchess satin', 'liquid satin'],
  ['linen', 'slub', 'linen blend', 'flax'],
  ['leather', 'grain', 'leathers', 'genuine leather', 'lambskin', 'calfskin', 'nappa', 'patent leather'],
  ['faux-leather', 'grain', 'faux leather', 'vegan leather', 'pleather', 'pu leather', 'leatherette', 'imitation leather'],
  ['suede', 'pile', 'faux suede', 'nubuck', 'microsuede'],
  ['wool', 'tweed', 'woollen', 'woolen', 'wool blend', 'merino', 'merino wool', 'boiled wool', 'virgin wool', 'felted wool', 'felt', 'melton', 'lambswool'],
  ['cashmere', 'knit', 'cashmere blend'],
  ['mohair', 'fuzzy', 'alpaca', 'angora', 'brushed mohair'],
  ['knit', 'knit', 'knitted', 'knitwear', 'chunky knit', 'cable knit', 'cable', 'cable knitted', 'rib knit', 'ribbed', 'ribbed knit', 'fine knit', 'waffle knit', 'pointelle', 'fisherman', 'aran', 'fair isle', 'nordic knit'],
  ['crochet', 'crochet', 'crocheted', 'macrame', 'open knit', 'openwork'],
  ['velvet', 'pile', 'velour', 'crushed velvet', 'velvety', 'panne velvet', 'devore'],
  ['chiffon', 'sheer', 'georgette', 'voile', 'sheer', 'see through', 'gauzy', 'gauze'],
  ['tulle', 'sheer', 'net', 'netting', 'tutu'],
  ['organza', 'sheer', 'organdy'],
  ['lace', 'lace', 'lacy', 'guipure', 'chantilly lace', 'lace trim', 'eyelet lace'],
  ['tweed', 'tweed', 'harris tweed', 'boucle', 'bouclé', 'donegal'],
  ['corduroy', 'wale', 'cord', 'cords', 'corded', 'needlecord', 'cordury', 'courduroy'],
  ['jersey', 'knit', 'stretch jersey', 'modal', 'interlock'],
  ['fleece', 'fuzzy', 'polar fleece', 'brushed fleece', 'microfleece', 'brushed back fleece'],
  ['faux-fur', 'fuzzy', 'faux fur', 'fur', 'fake fur', 'furry', 'fluffy', 'shaggy', 'teddy'],
  ['shearling', 'fuzzy', 'sherpa', 'sheepskin', 'borg', 'teddy fleece'],
  ['sequins', 'sequin', 'sequin', 'sequined', 'sequinned', 'paillette', 'sparkly', 'glitter', 'glittery', 'lurex'],
  ['nylon', 'quilt', 'ripstop', 'windproof', 'waterproof', 'water resistant', 'parachute'],
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
  ['brocade', 'weave', 'jacquard', 'damask', 'matelasse'],
  ['poplin', 'plain', 'broadcloth', 'oxford cloth', 'oxford'],
  ['seersucker', 'weave'],
  ['terry', 'terry', 'terry cloth', 'terrycloth', 'towelling', 'toweling', 'french terry'],
  ['mesh', 'mesh', 'fishnet', 'power mesh', 'sports mesh', 'perforated'],
  ['rayon', 'plain', 'viscose', 'tencel', 'lyocell', 'cupro', 'bamboo'],
];
