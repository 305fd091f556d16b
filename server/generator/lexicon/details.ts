/**
 * Construction details a prompt can name. Details in one group exclude each other (a sleeve has
 * one length); `features` combine freely. `on` lists the garment families a detail makes sense
 * for, so "sleeveless jeans" silently drops the sleeve rather than drawing nonsense.
 */
export type Family = 'top' | 'outer' | 'dress' | 'skirt' | 'bottom' | 'onepiece' | 'cape';
export type DetailGroup = 'sleeves' | 'neckline' | 'length' | 'fit' | 'shape' | 'rise' | 'feature';

export interface DetailDef {
  id: string;
  group: DetailGroup;
  on: readonly Family[];
  aliases: readonly string[];
}

const UPPER: Family[] = ['top', 'outer', 'dress', 'onepiece'];
const NECKED: Family[] = ['top', 'dress', 'onepiece'];
const ALL: Family[] = ['top', 'outer', 'dress', 'skirt', 'bottom', 'onepiece', 'cape'];
const SKIRTED: Family[] = ['dress', 'skirt'];
const LEGGED: Family[] = ['bottom', 'onepiece'];

const detail = (id: string, group: DetailGroup, on: Family[], ...aliases: string[]): DetailDef => ({ id, group, on, aliases });

export const DETAILS: readonly DetailDef[] = [
  // Sleeves
  detail('sleeveless', 'sleeves', UPPER, 'no sleeves', 'without sleeves', 'sleeveless'),
  detail('cap-sleeves', 'sleeves', UPPER, 'cap sleeve', 'cap sleeved'),
  detail('short-sleeves', 'sleeves', UPPER, 'short sleeve', 'short sleeved', 'shortsleeve', 'half sleeve', 'half sleeves'),
  detail('three-quarter-sleeves', 'sleeves', UPPER, 'three quarter sleeve', 'three quarter length sleeve', '3 4 sleeve', '3 4 length sleeve', 'elbow sleeve', 'elbow length sleeve', 'cropped sleeve'),
  detail('long-sleeves', 'sleeves', UPPER, 'long sleeve', 'long sleeved', 'longsleeve', 'full sleeve', 'full length sleeve'),
  detail('puff-sleeves', 'sleeves', UPPER, 'puff sleeve', 'puffed sleeve', 'puffy sleeve', 'puff shoulder', 'balloon sleeve', 'bishop sleeve', 'lantern sleeve', 'leg of mutton sleeve', 'gigot sleeve'),
  detail('bell-sleeves', 'sleeves', UPPER, 'bell sleeve', 'flared sleeve', 'flare sleeve', 'trumpet sleeve', 'angel sleeve', 'flutter sleeve', 'butterfly sleeve', 'kimono sleeve'),
  // Necklines
  detail('crew-neck', 'neckline', NECKED, 'crew neck', 'crewneck', 'round neck', 'round neckline', 'crew neckline'),
  detail('v-neck', 'neckline', NECKED, 'v neck', 'vneck', 'v neckline', 'v necked', 'deep v', 'plunging neckline', 'plunging v', 'plunge neckline', 'plunging'),
  detail('scoop-neck', 'neckline', NECKED, 'scoop neck', 'scoop neckline', 'scooped neckline', 'scoop'),
  detail('square-neck', 'neckline', NECKED, 'square neck', 'square neckline', 'squared neckline'),
  detail('boat-neck', 'neckline', NECKED, 'boat neck', 'boatneck', 'bateau neckline', 'bateau', 'slash neck', 'boat neckline'),
  detail('sweetheart', 'neckline', NECKED, 'sweetheart neckline', 'sweetheart neck'),
  detail('halter', 'neckline', NECKED, 'halter neck', 'halterneck', 'halter neckline', 'halter'),
  detail('off-shoulder', 'neckline', NECKED, 'off shoulder', 'off the shoulder', 'off the shoulders', 'bardot', 'cold shoulder', 'drop shoulder neckline'),
  detail('one-shoulder', 'neckline', NECKED, 'one shoulder', 'one shouldered', 'single shoulder', 'asymmetric shoulder', 'asymmetrical shoulder'),
  detail('strapless', 'neckline', NECKED, 'strapless', 'bandeau', 'tube'),
  detail('spaghetti-straps', 'neckline', NECKED, 'spaghetti strap', 'thin strap', 'skinny strap', 'strappy', 'cami strap'),
  detail('turtleneck', 'neckline', NECKED, 'turtleneck', 'turtle neck', 'polo neck', 'roll neck', 'rollneck', 'turtlenecked'),
  detail('mock-neck', 'neckline', NECKED, 'mock neck', 'mockneck', 'mock turtleneck', 'funnel neck', 'high neck', 'high neckline', 'high necked'),
  detail('cowl-neck', 'neckline', NECKED, 'cowl neck', 'cowl', 'cowl neckline', 'draped neckline'),
  // Lengths
  detail('cropped', 'length', ALL, 'cropped', 'crop', 'capri', 'ankle grazing'),
  detail('mini', 'length', ['dress', 'skirt', 'outer', 'cape'], 'mini', 'micro', 'micro mini', 'super short', 'above the knee'),
  detail('knee-length', 'length', ['dress', 'skirt', 'outer', 'cape'], 'knee length', 'knee high', 'knee skimming', 'to the knee'),
  detail('midi', 'length', ['dress', 'skirt', 'outer', 'cape'], 'midi', 'mid length', 'mid calf', 'calf length', 'tea length'),
  detail('maxi', 'length', ['dress', 'skirt', 'outer', 'cape'], 'maxi', 'floor length', 'ankle length', 'full length', 'floor sweeping', 'long', 'longline', 'long line'),
  // Fit
  detail('fitted', 'fit', ALL, 'fitted', 'slim', 'slim fit', 'slim fitting', 'tight', 'tight fitting', 'form fitting', 'figure hugging', 'bodycon', 'body con', 'skintight', 'skin tight', 'tailored', 'cinched', 'snug', 'close fitting'),
  detail('relaxed', 'fit', ALL, 'relaxed', 'relaxed fit', 'loose', 'loose fit', 'loose fitting', 'easy fit', 'flowy', 'flowing', 'drapey', 'billowy', 'unstructured'),
  detail('oversized', 'fit', ALL, 'oversized', 'over sized', 'oversize', 'baggy', 'boxy', 'slouchy', 'roomy', 'extra large', 'voluminous'),
  // Silhouette below the waist
  detail('a-line', 'shape', SKIRTED, 'a line', 'aline', 'skater', 'trapeze'),
  detail('pencil', 'shape', SKIRTED, 'pencil', 'sheath', 'column', 'straight skirt'),
  detail('flared', 'shape', [...SKIRTED, ...LEGGED], 'flared', 'flare', 'bootcut', 'boot cut', 'boots cut', 'bell bottom', 'bell bottoms', 'fit and flare', 'circle', 'swing', 'kick flare'),
  detail('mermaid', 'shape', SKIRTED, 'mermaid', 'fishtail', 'trumpet'),
  detail('full-skirt', 'shape', SKIRTED, 'full skirt', 'full skirted', 'ballgown skirt', 'puffy skirt', 'princess', 'poufy', 'bouffant', 'crinoline'),
  detail('wide-leg', 'shape', LEGGED, 'wide leg', 'wide legged', 'palazzo', 'wide cut', 'extra wide'),
  detail('straight-leg', 'shape', LEGGED, 'straight leg', 'straight legged', 'straight cut', 'straight fit', 'straight'),
  detail('skinny', 'shape', LEGGED, 'skinny', 'super skinny', 'skinny fit', 'cigarette'),
  detail('tapered', 'shape', LEGGED, 'tapered', 'tapering', 'carrot', 'peg leg'),
  detail('high-waisted', 'rise', ['bottom', 'skirt', 'onepiece'], 'high waisted', 'high waist', 'high rise', 'highwaisted', 'paperbag waist', 'paper bag waist'),
  detail('low-rise', 'rise', ['bottom', 'skirt'], 'low rise', 'low waisted', 'low slung', 'hipster', 'lowrise'),
  // Features
  detail('hood', 'feature', ['top', 'outer', 'cape', 'dress', 'onepiece'], 'hood', 'hooded', 'with a hood'),
  detail('pockets', 'feature', ALL, 'pocket', 'patch pocket', 'kangaroo pocket', 'flap pocket', 'welt pocket', 'chest pocket', 'side pocket', 'slash pocket'),
  detail('cargo-pockets', 'feature', ['bottom', 'onepiece', 'outer', 'skirt'], 'cargo', 'cargo pocket', 'utility pocket', 'bellows pocket', 'utility'),
  detail('belt', 'feature', ['dress', 'outer', 'bottom', 'skirt', 'onepiece', 'top'], 'belt', 'belted', 'tie waist', 'waist tie', 'sash', 'self tie', 'obi', 'tie belt', 'self belt'),
  detail('buttons', 'feature', ['top', 'outer', 'dress', 'skirt', 'onepiece'], 'button', 'buttoned', 'button down', 'button up', 'button front', 'button through', 'buttoned up', 'single breasted'),
  detail('double-breasted', 'feature', ['outer', 'top', 'dress'], 'double breasted', 'double button'),
  detail('zip', 'feature', ['top', 'outer', 'dress', 'onepiece', 'skirt'], 'zip', 'zipper', 'zipped', 'zip up', 'zip front', 'full zip', 'half zip', 'quarter zip', 'zippered', 'zip through'),
  detail('ruffles', 'feature', ['top', 'dress', 'skirt', 'onepiece'], 'ruffle', 'ruffled', 'frill', 'frilly', 'frilled', 'flounce', 'flounced', 'ruffle trim'),
  detail('pleats', 'feature', ['skirt', 'dress', 'bottom'], 'pleat', 'pleated', 'accordion pleat', 'knife pleat', 'box pleat', 'plisse', 'pleating'),
  detail('collar', 'feature', ['top', 'outer', 'dress', 'onepiece'], 'collar', 'collared', 'point collar', 'peter pan collar', 'shirt collar', 'spread collar', 'mandarin collar', 'band collar', 'sailor collar', 'wide collar'),
  detail('lapels', 'feature', ['outer', 'dress', 'onepiece', 'top'], 'lapel', 'notch lapel', 'notched lapel', 'peak lapel', 'shawl collar', 'shawl lapel', 'notch collar'),
  detail('drawstring', 'feature', ['top', 'outer', 'bottom', 'onepiece', 'skirt'], 'drawstring', 'draw cord', 'drawcord', 'toggle', 'elastic waist', 'elasticated waist'),
  detail('slit', 'feature', SKIRTED, 'slit', 'side slit', 'thigh slit', 'high slit', 'leg slit', 'split', 'front slit', 'thigh high slit'),
  detail('tiered', 'feature', SKIRTED, 'tiered', 'tiers', 'tier', 'layered ruffles', 'prairie'),
  detail('wrap', 'feature', ['top', 'dress', 'skirt', 'outer', 'onepiece'], 'wrap', 'wrapped', 'wrap around', 'wrap front', 'surplice', 'crossover', 'cross over', 'tie front', 'knot front', 'twist front'),
  detail('peplum', 'feature', ['top', 'dress', 'outer'], 'peplum'),
  detail('bow', 'feature', ['top', 'dress', 'skirt', 'onepiece'], 'bow', 'pussy bow', 'tie neck', 'bow detail', 'neck bow', 'ribbon'),
  detail('fringe', 'feature', ALL, 'fringe', 'fringed', 'fringing', 'tassel', 'tasseled', 'tasselled'),
  detail('embroidery', 'feature', ALL, 'embroidered', 'embroidery', 'applique', 'needlework', 'cross stitch'),
  detail('distressed', 'feature', ALL, 'distressed', 'ripped', 'torn', 'destroyed', 'frayed', 'shredded', 'raw hem', 'worn in', 'grungy'),
  detail('quilted', 'feature', ['outer', 'top', 'skirt', 'cape'], 'quilted', 'quilting', 'padded', 'puffy', 'channel quilted', 'diamond quilted'),
  detail('lace-up', 'feature', ['top', 'dress', 'bottom', 'onepiece'], 'lace up', 'laced', 'lacing', 'corset lacing', 'corseted', 'corset bodice', 'criss cross'),
  detail('train', 'feature', ['dress'], 'train', 'sweeping train', 'cathedral train', 'chapel train'),
  detail('shoulder-pads', 'feature', ['top', 'outer', 'dress'], 'shoulder pad', 'padded shoulder', 'strong shoulder', 'power shoulder', 'structured shoulder', 'sharp shoulder', 'broad shoulder'),
  detail('graphic', 'feature', ['top', 'outer'], 'graphic', 'logo', 'slogan', 'graphic print', 'chest print'),
  detail('side-stripes', 'feature', ['bottom', 'onepiece', 'outer', 'top'], 'side stripe', 'racing stripe', 'track stripe', 'tuxedo stripe', 'contrast stripe', 'piping', 'piped', 'reflective stripe', 'reflective tape', 'reflective strip', 'reflective band', 'reflective trim', 'hi vis tape', 'hi vis stripe'),
  detail('studs', 'feature', ALL, 'studded', 'stud', 'spike', 'spiked', 'rivet', 'grommet', 'hardware'),
  detail('beading', 'feature', ALL, 'beaded', 'bead', 'beading', 'embellished', 'embellishment', 'crystal', 'crystal embellished', 'rhinestone', 'diamante', 'diamantes', 'strass', 'brilliants', 'gemstone', 'jewelled', 'jeweled', 'pearl embellished', 'bejeweled', 'bejewelled'),
  detail('fur-trim', 'feature', ['outer', 'top', 'cape'], 'fur trim', 'fur trimmed', 'faux fur trim', 'faux fur trimmed', 'fur ruff', 'fur collar', 'faux fur collar'),
  detail('epaulettes', 'feature', ['outer', 'top'], 'epaulette', 'epaulet', 'shoulder strap', 'military shoulder'),
];

/** Details that cannot share one garment: a pleated skirt is not also tiered, a pencil skirt has no tiers. */
export const CLASHING_DETAILS: readonly (readonly [string, string])[] = [['pleats', 'tiered'], ['tiered', 'pencil'], ['tiered', 'mermaid']];

export const DETAIL_BY_ID: ReadonlyMap<string, DetailDef> = new Map(DETAILS.map((d) => [d.id, d]));
