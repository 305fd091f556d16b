import type { Family } from './details';

/**
 * Garments. An alias may carry what the word itself implies after a '|':
 * "cutoffs|denim|distressed" reads as shorts, in denim, distressed.
 */
export interface GarmentDef {
  id: string;
  /** Title words: "T-Shirt", "Tank Top". */
  label: string;
  family: Family;
  aliases: readonly string[];
  /** Materials the style and seed choose from when the prompt names none; first is most typical. */
  materials: readonly string[];
  /** Details that make the garment what it is (a hoodie has a hood). */
  always?: readonly string[];
  /** Choices for what the prompt leaves open, first most typical. */
  sleeves?: readonly string[];
  necklines?: readonly string[];
  lengths?: readonly string[];
  shapes?: readonly string[];
  /** Optional features the style or seed may add. */
  extras?: readonly string[];
  /** Features the style or seed never add, though the prompt may ask: tights have no pockets. */
  never?: readonly string[];
  /** A set drawn as worn, over matching bottoms of this cut: a suit's trousers, a tracksuit's joggers. */
  bottoms?: string;
  /** Garment words that name a part of this one: a dress's "skirt" and "top", a suit's "jacket". */
  parts?: readonly string[];
  /** The broader garment this is a kind of: jeans are trousers, so "trousers jeans" are jeans. */
  kindOf?: string;
}

const DRESS_PARTS = ['skirt', 'top', 'corset', 'camisole', 'crop-top'];

const LONG = ['long-sleeves'];

export const GARMENTS: readonly GarmentDef[] = [
  // Tops
  { id: 't-shirt', label: 'T-Shirt', family: 'top', aliases: ['t shirt', 'tshirt', 'tee', 'tee shirt', 'teeshirt', 'graphic tee|graphic', 'baby tee|fitted', 'ringer tee', 'muscle tee|sleeveless', 'long sleeve tee|long-sleeves', 'boxy tee|oversized', 'henley|buttons', 'henley shirt|buttons', 'tshirts', 'teeshirts', 'pocket tee|pockets', 'slogan tee|graphic', 'band tee|graphic', 'logo tee|graphic', 'football jersey', 'soccer jersey', 'sports jersey', 'rugby jersey|long-sleeves'],
    materials: ['cotton', 'jersey'], sleeves: ['short-sleeves', 'short-sleeves', 'long-sleeves'], necklines: ['crew-neck', 'crew-neck', 'v-neck', 'scoop-neck'], extras: ['graphic', 'pockets'] },
  { id: 'tank-top', label: 'Tank Top', family: 'top', aliases: ['tank', 'vest top', 'singlet', 'racerback', 'racer back', 'tank top', 'tanktop', 'tank tops', 'string vest', 'basketball jersey', 'muscle tank', 'athletic vest', 'running vest'],
    materials: ['cotton', 'jersey', 'knit'], sleeves: ['sleeveless'], necklines: ['scoop-neck', 'crew-neck', 'square-neck', 'v-neck'], extras: ['graphic'] },
  { id: 'camisole', label: 'Camisole', family: 'top', aliases: ['cami', 'slip top', 'cami top'],
    materials: ['silk', 'satin', 'lace'], sleeves: ['sleeveless'], necklines: ['spaghetti-straps'], extras: ['lace-up', 'bow'] },
  { id: 'crop-top', label: 'Crop Top', family: 'top', aliases: ['crop top', 'cropped top', 'tube top|strapless', 'bandeau top|strapless', 'bralette', 'bra top', 'sports bra|spandex', 'bralet', 'bralets', 'crop tee', 'cropped tee', 'cropped t shirt', 'croptop', 'boob tube|strapless', 'crop tank', 'cropped tank', 'cropped cami'],
    materials: ['cotton', 'jersey', 'knit', 'spandex'], always: ['cropped'], sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves'], necklines: ['scoop-neck', 'square-neck', 'halter', 'crew-neck', 'off-shoulder'], extras: ['ruffles', 'lace-up'] },
  { id: 'top', label: 'Top', family: 'top', aliases: ['tops', 'halter top|halter', 'peasant top', 'wrap top|wrap', 'tunic top', 'babydoll top', 'thermal top|long-sleeves', 'base layer top|long-sleeves'],
    materials: ['cotton', 'jersey', 'silk', 'chiffon', 'crepe'], sleeves: ['short-sleeves', 'sleeveless', 'long-sleeves', 'puff-sleeves'], necklines: ['scoop-neck', 'square-neck', 'v-neck', 'boat-neck', 'off-shoulder'], extras: ['ruffles', 'bow', 'peplum'] },
  { id: 'blouse', label: 'Blouse', family: 'top', aliases: ['peasant blouse', 'pussy bow blouse|bow', 'smock', 'smock top'],
    materials: ['silk', 'chiffon', 'cotton', 'satin', 'crepe', 'poplin'], sleeves: ['long-sleeves', 'puff-sleeves', 'three-quarter-sleeves', 'short-sleeves', 'bell-sleeves'], necklines: ['v-neck', 'crew-neck', 'square-neck', 'boat-neck'], extras: ['bow', 'ruffles', 'buttons', 'collar'] },
  { id: 'shirt', label: 'Shirt', family: 'top', aliases: ['button down|buttons', 'button up|buttons', 'button down shirt', 'button up shirt', 'dress shirt', 'oxford shirt|oxford', 'overshirt', 'camp shirt|short-sleeves', 'bowling shirt|short-sleeves', 'hawaiian shirt|floral|short-sleeves', 'western shirt', 'work shirt', 'flannel shirt|flannel'],
    materials: ['cotton', 'poplin', 'linen', 'chambray', 'flannel', 'silk'], always: ['collar', 'buttons'], sleeves: ['long-sleeves', 'long-sleeves', 'short-sleeves'], extras: ['pockets', 'epaulettes'] },
  { id: 'polo', label: 'Polo Shirt', family: 'top', aliases: ['polo shirt', 'rugby shirt|long-sleeves', 'polos', 'poloshirt', 'polo shirts', 'polo top', 'golf shirt', 'tennis polo'],
    materials: ['cotton', 'knit', 'jersey'], always: ['collar', 'buttons'], sleeves: ['short-sleeves', 'short-sleeves', 'long-sleeves'], extras: ['side-stripes'] },
  { id: 'sweater', label: 'Sweater', family: 'top', aliases: ['jumper', 'pullover', 'knit sweater', 'knitted sweater', 'knitted jumper', 'fisherman sweater|knit', 'cable knit sweater', 'sweater top', 'knit top', 'knitted top', 'christmas jumper', 'christmas sweater', 'xmas jumper', 'xmas sweater', 'ugly sweater', 'holiday sweater', 'crewneck jumper', 'crew neck jumper', 'turtleneck sweater|turtleneck', 'roll neck jumper|turtleneck', 'polo neck jumper|turtleneck', 'knitted pullover', 'jersey jumper'],
    materials: ['knit', 'wool', 'cashmere', 'mohair'], sleeves: LONG, necklines: ['crew-neck', 'v-neck', 'turtleneck', 'mock-neck'], extras: ['embroidery'] },
  { id: 'sweatshirt', label: 'Sweatshirt', family: 'top', aliases: ['crewneck sweatshirt', 'crew neck sweatshirt', 'sweat shirt', 'sweat top', 'fleece top'],
    materials: ['cotton', 'fleece', 'terry', 'jersey'], sleeves: LONG, necklines: ['crew-neck'], extras: ['graphic', 'embroidery'] },
  { id: 'hoodie', label: 'Hoodie', family: 'top', aliases: ['hoody', 'hooded sweatshirt', 'hooded sweater', 'hooded top', 'hooded jumper', 'zip hoodie|zip', 'zip up hoodie|zip', 'pullover hoodie'],
    materials: ['cotton', 'fleece', 'jersey', 'terry'], always: ['hood', 'drawstring', 'pockets'], sleeves: LONG, extras: ['graphic', 'zip'] },
  { id: 'cardigan', label: 'Cardigan', family: 'top', aliases: ['cardi', 'cardy', 'cardie', 'cardigan sweater', 'knit cardigan', 'cardigans', 'shrug|cropped', 'cardigan jacket', 'coatigan', 'twinset', 'twin set'],
    materials: ['knit', 'wool', 'cashmere', 'mohair'], always: ['buttons'], sleeves: LONG, necklines: ['v-neck', 'crew-neck'], extras: ['pockets'] },
  { id: 'vest', label: 'Vest', family: 'top', aliases: ['gilet', 'waistcoat', 'sweater vest', 'sweatervest', 'knit vest|knit', 'tabard', 'hi vis vest', 'safety vest', 'high vis vest', 'hi viz vest', 'reflective vest', 'puffer vest|quilted|zip|nylon', 'body warmer|quilted|zip', 'bodywarmer|quilted|zip', 'tank vest'],
    materials: ['wool', 'knit', 'tweed', 'denim', 'suede'], always: ['buttons'], sleeves: ['sleeveless'], necklines: ['v-neck'], extras: ['pockets'] },
  { id: 'bodysuit', label: 'Bodysuit', family: 'onepiece', aliases: ['leotard', 'body suit', 'unitard top'],
    materials: ['spandex', 'jersey', 'lace'], sleeves: ['long-sleeves', 'sleeveless', 'short-sleeves'], necklines: ['scoop-neck', 'square-neck', 'turtleneck', 'v-neck'] },
  { id: 'corset', label: 'Corset', family: 'top', aliases: ['bustier', 'corset top', 'basque'],
    materials: ['satin', 'brocade', 'leather', 'velvet'], always: ['lace-up'], sleeves: ['sleeveless'], necklines: ['sweetheart', 'strapless', 'square-neck'] },
  { id: 'tunic', label: 'Tunic', family: 'top', aliases: ['kurta', 'kurti', 'tunic shirt', 'dashiki', 'salwar kameez', 'kameez', 'smock tunic', 'nurse tunic', 'nurses tunic', 'medical tunic', 'beauty tunic', 'tunics'],
    materials: ['linen', 'cotton', 'silk', 'chiffon'], sleeves: ['three-quarter-sleeves', 'long-sleeves', 'bell-sleeves'], necklines: ['v-neck', 'boat-neck', 'scoop-neck'], extras: ['embroidery', 'belt'] },
  // Outerwear
  { id: 'jacket', label: 'Jacket', family: 'outer', aliases: ['trucker jacket|denim', 'biker jacket|zip|leather', 'moto jacket|zip|leather', 'motorcycle jacket|zip|leather', 'windbreaker|zip|nylon', 'wind breaker|zip|nylon', 'shacket|pockets', 'shirt jacket', 'field jacket|pockets', 'utility jacket|cargo-pockets', 'chore jacket|pockets', 'chore coat|pockets', 'track jacket|zip|side-stripes', 'track top|zip|side-stripes', 'tracksuit top|zip|side-stripes', 'tracksuit jacket|zip|side-stripes', 'harrington jacket|zip', 'blouson', 'jackets', 'coach jacket', 'bolero|cropped', 'rain jacket', 'safari jacket|belt|pockets', 'military jacket|epaulettes|buttons', 'denim jacket', 'jeans jacket|denim', 'jean jacket|denim', 'cagoule|hood|zip|nylon', 'kagool|hood|zip|nylon', 'cagoul|hood|zip|nylon', 'windcheater|zip|nylon', 'waxed jacket|waxed-cotton', 'wax jacket|waxed-cotton', 'barn jacket|collar|pockets', 'hunting jacket|pockets', 'workwear jacket|pockets', 'work jacket|pockets', 'hi vis jacket', 'softshell jacket|zip|softshell', 'fleece jacket|zip|fleece', 'ski jacket|zip|hood', 'snow jacket|zip|hood', 'chef jacket|double-breasted', 'chefs jacket|double-breasted', 'overshirt jacket'],
    materials: ['denim', 'cotton', 'leather', 'suede', 'corduroy', 'nylon', 'canvas'], always: ['collar'], sleeves: LONG, extras: ['pockets', 'zip', 'buttons', 'epaulettes'] },
  { id: 'bomber', label: 'Bomber Jacket', family: 'outer', aliases: ['bomber jacket', 'flight jacket', 'varsity jacket', 'letterman jacket', 'baseball jacket', 'ma 1', 'souvenir jacket', 'bombers', 'college jacket'],
    materials: ['nylon', 'satin', 'leather', 'cotton', 'wool'], always: ['zip'], sleeves: LONG, extras: ['pockets', 'embroidery'] },
  { id: 'blazer', label: 'Blazer', family: 'outer', aliases: ['sport coat', 'sports coat', 'sports jacket', 'suit jacket', 'tuxedo jacket', 'dinner jacket', 'tailored jacket', 'smoking jacket', 'tailcoat', 'tail coat', 'morning coat'],
    materials: ['wool', 'tweed', 'linen', 'velvet', 'crepe', 'cotton'], always: ['lapels', 'buttons', 'pockets'], sleeves: LONG, extras: ['double-breasted', 'shoulder-pads'] },
  { id: 'coat', label: 'Coat', family: 'outer', aliases: ['overcoat', 'over coat', 'peacoat|double-breasted', 'pea coat|double-breasted', 'topcoat', 'top coat', 'duffle coat|hood', 'duffel coat|hood', 'duffle|hood', 'duffel|hood', 'car coat', 'greatcoat', 'great coat', 'wrap coat|belt', 'teddy coat|shearling', 'cocoon coat|oversized', 'lab coat|buttons', 'swing coat|flared', 'shearling coat|shearling', 'fur coat|faux-fur', 'chesterfield', 'long coat', 'winter coat', 'duster coat', 'duster', 'coats'],
    materials: ['wool', 'cashmere', 'tweed', 'gabardine', 'faux-fur'], always: ['buttons', 'pockets', 'lapels'], sleeves: LONG, lengths: ['knee-length', 'midi', 'maxi'], extras: ['belt', 'double-breasted'] },
  { id: 'trench', label: 'Trench Coat', family: 'outer', aliases: ['trench coat', 'trenchcoat', 'trench coats', 'mac', 'mackintosh'],
    materials: ['gabardine', 'cotton', 'twill', 'leather'], always: ['double-breasted', 'belt', 'lapels', 'epaulettes'], sleeves: LONG, lengths: ['knee-length', 'midi'], extras: ['pockets'] },
  { id: 'raincoat', label: 'Raincoat', family: 'outer', aliases: ['rain coat', 'raincoats', 'rain mac', 'slicker', 'rain slicker', 'waterproof coat', 'rain parka', 'rainwear', 'fishermans coat', 'oilskin coat|canvas'],
    materials: ['nylon', 'polyester', 'pvc', 'waxed-cotton'], always: ['hood', 'zip', 'pockets'], sleeves: LONG, lengths: ['knee-length', 'midi'], extras: ['drawstring', 'belt'] },
  { id: 'puffer', label: 'Puffer Jacket', family: 'outer', aliases: ['puffer jacket', 'puffer coat|maxi', 'puffa', 'puffa jacket', 'down jacket', 'down coat', 'quilted jacket', 'padded jacket', 'puffers', 'puffer'],
    materials: ['nylon', 'polyester'], always: ['zip', 'quilted'], sleeves: LONG, extras: ['hood', 'pockets'] },
  { id: 'parka', label: 'Parka', family: 'outer', aliases: ['anorak', 'parkas', 'fishtail parka'],
    materials: ['nylon', 'cotton', 'canvas'], always: ['hood', 'zip', 'pockets'], sleeves: LONG, lengths: ['knee-length'], extras: ['drawstring'] },
  { id: 'cape', label: 'Cape', family: 'cape', aliases: ['cloak', 'capelet', 'cape coat'],
    materials: ['wool', 'velvet', 'tweed', 'cashmere'], lengths: ['knee-length', 'midi'], extras: ['hood', 'buttons'] },
  { id: 'poncho', label: 'Poncho', family: 'cape', aliases: ['ponchos', 'serape'],
    materials: ['knit', 'wool', 'crochet'], lengths: ['knee-length'], extras: ['fringe'] },
  { id: 'kimono', label: 'Kimono', family: 'outer', aliases: ['kimono jacket', 'robe', 'haori', 'dressing gown|belt', 'bathrobe|belt|terry', 'bath robe|belt|terry', 'housecoat|belt', 'house coat|belt', 'yukata|belt', 'kimono robe', 'kimono cardigan', 'beach kimono', 'duster kimono'],
    materials: ['silk', 'satin', 'chiffon', 'cotton'], always: ['wrap'], sleeves: ['bell-sleeves'], lengths: ['knee-length', 'midi'], extras: ['belt', 'fringe'] },
  // Dresses
  { id: 'dress', label: 'Dress', family: 'dress', aliases: ['frock', 'lbd|black', 'slip', 'sundress|sleeveless', 'sun dress|sleeveless', 'minidress|mini', 'maxidress|maxi', 'mididress|midi', 'slip dress|spaghetti-straps|satin', 'shirt dress|collar|buttons', 'shirtdress|collar|buttons', 'sheath dress|pencil', 'cocktail dress', 'skater dress|a-line', 'tea dress|midi', 'wrap dress|wrap', 'bodycon dress|fitted', 'babydoll|a-line', 'babydoll dress|a-line', 'prom dress', 'party dress', 'evening dress', 'wedding dress', 'bridal dress', 'pinafore|square-neck', 'pinafore dress', 'jumper dress', 'sweater dress|knit', 'dresses', 'smock dress', 'qipao|collar', 'cheongsam|collar', 'nightgown', 'nightdress', 'nightie', 'dirndl|full-skirt', 'muumuu|relaxed', 'shift dress', 'negligee|spaghetti-straps', 'chemise|spaghetti-straps', 'gymslip|square-neck', 'shirtwaister|collar|buttons', 'tshirt dress', 'tee dress', 'midi dress|midi', 'maxi dress|maxi', 'mini dress|mini', 'sundresses', 'frocks'],
    materials: ['cotton', 'silk', 'chiffon', 'satin', 'linen', 'crepe', 'jersey'], sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves', 'cap-sleeves', 'puff-sleeves'], necklines: ['v-neck', 'scoop-neck', 'square-neck', 'sweetheart', 'crew-neck', 'halter', 'spaghetti-straps'], lengths: ['knee-length', 'midi', 'mini', 'maxi'], shapes: ['a-line', 'flared', 'pencil'], extras: ['belt', 'ruffles', 'buttons', 'slit', 'tiered', 'bow', 'pockets'], parts: DRESS_PARTS },
  { id: 'kaftan', label: 'Kaftan', family: 'dress', aliases: ['caftan', 'kaftans', 'caftans', 'kaftan dress', 'caftan dress', 'beach kaftan', 'abaya|maxi', 'jalabiya|maxi', 'djellaba|maxi'],
    materials: ['cotton', 'silk', 'chiffon', 'linen', 'viscose'], always: ['relaxed'], sleeves: ['bell-sleeves'], necklines: ['v-neck', 'boat-neck'], lengths: ['maxi', 'midi'], shapes: ['a-line'], extras: ['embroidery', 'fringe', 'belt'], parts: DRESS_PARTS },
  { id: 'gown', label: 'Gown', family: 'dress', aliases: ['ball gown|full-skirt', 'ballgown|full-skirt', 'evening gown', 'bridal gown', 'wedding gown', 'prom gown', 'gowns', 'red carpet gown', 'couture gown'],
    materials: ['satin', 'silk', 'tulle', 'chiffon', 'velvet', 'taffeta', 'sequins'], always: ['maxi'], sleeves: ['sleeveless', 'long-sleeves', 'cap-sleeves'], necklines: ['sweetheart', 'strapless', 'off-shoulder', 'v-neck', 'halter', 'one-shoulder'], lengths: ['maxi'], shapes: ['full-skirt', 'mermaid', 'a-line'], extras: ['train', 'beading', 'bow'], parts: DRESS_PARTS },
  { id: 'skirt', label: 'Skirt', family: 'skirt', aliases: ['miniskirt|mini', 'maxiskirt|maxi', 'midiskirt|midi', 'kilt|plaid|pleats', 'tutu|tulle|full-skirt', 'skirts', 'skater skirt|a-line', 'tennis skirt|pleats|mini', 'prairie skirt|tiered', 'sarong|wrap', 'wrap skirt|wrap', 'skort|mini', 'skorts|mini', 'lehenga|maxi|full-skirt', 'ghagra|maxi|full-skirt', 'pareo|wrap', 'pareu|wrap', 'jeans skirt|denim', 'jean skirt|denim', 'denim skirt|denim', 'hula skirt'],
    materials: ['cotton', 'denim', 'wool', 'silk', 'satin', 'leather', 'tweed', 'linen'], lengths: ['mini', 'knee-length', 'midi', 'maxi'], shapes: ['a-line', 'pencil', 'flared'], extras: ['pleats', 'slit', 'buttons', 'pockets', 'tiered', 'belt'] },
  // Bottoms
  { id: 'trousers', label: 'Trousers', family: 'bottom', aliases: ['pants', 'pant', 'trouser', 'slacks', 'chinos', 'chino pants', 'khakis', 'cargo pants|cargo-pockets', 'cargo trousers|cargo-pockets', 'cargos|cargo-pockets', 'cargo|cargo-pockets', 'palazzo pants|wide-leg', 'palazzos|wide-leg', 'culottes|wide-leg|cropped', 'flares|flared', 'bell bottoms|flared', 'cigarette pants|skinny', 'capri pants|cropped', 'capris|cropped', 'dress pants', 'suit trousers', 'harem pants|relaxed', 'paperbag trousers|high-waisted|belt', 'cords|corduroy', 'pyjama pants|drawstring', 'pajama pants|drawstring', 'parachute pants|nylon|drawstring', 'carpenter pants|pockets', 'work pants', 'tailored trousers|fitted', 'wide leg pants|wide-leg', 'wide leg trousers|wide-leg', 'combat trousers|cargo-pockets', 'combat pants|cargo-pockets', 'combats|cargo-pockets', 'pedal pushers|cropped', 'jodhpurs|fitted', 'trews', 'plus fours', 'suit pants', 'work trousers|pockets', 'pantalon', 'pantalones', 'pantaloni'],
    materials: ['wool', 'cotton', 'linen', 'twill', 'crepe', 'corduroy'], always: ['pockets'], shapes: ['straight-leg', 'wide-leg', 'tapered', 'flared'], extras: ['pleats', 'belt', 'high-waisted', 'cargo-pockets'] },
  { id: 'jeans', label: 'Jeans', family: 'bottom', aliases: ['denims', 'mom jeans|high-waisted|relaxed', 'boyfriend jeans|relaxed', 'dad jeans|relaxed', 'denim pants', 'denim trousers', 'jeggings|skinny|denim', 'skinny jeans|skinny', 'flare jeans|flared', 'jean', 'carpenter jeans|pockets', 'bootcut jeans|flared', 'straight jeans|straight-leg', 'wide leg jeans|wide-leg', 'baggy jeans|oversized', 'jeans pants', 'jean pants', 'vaqueros'],
    materials: ['denim'], always: ['pockets'], shapes: ['straight-leg', 'skinny', 'wide-leg', 'flared', 'tapered'], extras: ['distressed', 'high-waisted'], kindOf: 'trousers' },
  { id: 'shorts', label: 'Shorts', family: 'bottom', aliases: ['bermuda shorts', 'bermudas', 'cutoffs|denim|distressed', 'cut offs|denim|distressed', 'cut off shorts|denim|distressed', 'jorts|denim', 'hot pants|fitted', 'hotpants|fitted', 'bike shorts|fitted|spandex', 'biker shorts|fitted|spandex', 'cycling shorts|fitted|spandex', 'board shorts|drawstring', 'boardshorts|drawstring', 'running shorts|drawstring', 'gym shorts|drawstring', 'denim shorts|denim', 'jean shorts|denim', 'jeans shorts|denim', 'swim trunks|drawstring', 'swimming trunks|drawstring', 'trunks|drawstring', 'swim shorts|drawstring', 'boxer shorts|drawstring', 'boxers|drawstring', 'cargo shorts|cargo-pockets', 'chino shorts', 'short pants', 'shortalls|cropped', 'bermuda'],
    materials: ['cotton', 'denim', 'linen', 'twill'], always: ['pockets'], shapes: ['straight-leg', 'wide-leg'], extras: ['high-waisted', 'cargo-pockets'] },
  { id: 'leggings', label: 'Leggings', family: 'bottom', aliases: ['legging', 'yoga pants|spandex', 'yoga leggings|spandex', 'running tights|spandex', 'gym tights|spandex', 'treggings|fitted', 'workout leggings|spandex', 'sports leggings|spandex', 'gym leggings|spandex', 'cycling tights|spandex', 'footless tights', 'long johns', 'thermal leggings'],
    materials: ['spandex', 'jersey', 'cotton'], always: ['skinny', 'high-waisted'], shapes: ['skinny'], extras: ['side-stripes'] },
  { id: 'tights', label: 'Tights', family: 'bottom', aliases: ['pantyhose', 'hosiery', 'opaque tights', 'sheer tights', 'footed tights'],
    materials: ['nylon', 'knit', 'wool', 'cotton'], always: ['skinny', 'high-waisted', 'fitted'], shapes: ['skinny'], never: ['pockets', 'cargo-pockets', 'belt', 'side-stripes'] },
  { id: 'joggers', label: 'Joggers', family: 'bottom', aliases: ['jogger', 'sweatpants', 'sweat pants', 'track pants', 'trackpants', 'jogging bottoms', 'jogging pants', 'sweats', 'trackies', 'tracksuit bottoms', 'track trousers', 'jogger pants', 'jogger trousers', 'sweat trousers', 'track bottoms'],
    materials: ['cotton', 'fleece', 'jersey', 'terry'], always: ['drawstring', 'pockets', 'tapered'], shapes: ['tapered'], extras: ['side-stripes', 'cargo-pockets'] },
  // One-pieces
  { id: 'jumpsuit', label: 'Jumpsuit', family: 'onepiece', aliases: ['boiler suit|zip|pockets', 'boilersuit|zip|pockets', 'catsuit|fitted', 'unitard|fitted', 'cat suit|fitted', 'flight suit|zip|pockets', 'jump suit', 'jumpsuits', 'snowsuit|hood|zip', 'snow suit|hood|zip', 'ski suit|zip', 'puddle suit|hood|zip', 'rain suit|hood|zip', 'wetsuit|neoprene|zip|fitted', 'wet suit|neoprene|zip|fitted', 'utility jumpsuit|cargo-pockets'],
    materials: ['cotton', 'linen', 'denim', 'crepe', 'jersey'], sleeves: ['sleeveless', 'short-sleeves', 'long-sleeves'], necklines: ['v-neck', 'halter', 'square-neck', 'crew-neck'], shapes: ['wide-leg', 'straight-leg', 'tapered'], extras: ['belt', 'pockets', 'zip', 'collar'], parts: ['top', 'trousers', 'shorts', 'corset'] },
  { id: 'onesie', label: 'Onesie', family: 'onepiece', aliases: ['onesies', 'sleepsuit', 'sleepsuits', 'babygrow', 'baby grow', 'babygro', 'baby gro', 'all in one', 'footie pajamas', 'footed pyjamas', 'footie', 'footies', 'sleep suit', 'kigurumi|hood'],
    materials: ['cotton', 'jersey', 'fleece'], always: ['zip', 'relaxed'], sleeves: LONG, necklines: ['crew-neck'], shapes: ['tapered'], extras: ['hood'] },
  { id: 'apron', label: 'Apron', family: 'onepiece', aliases: ['aprons', 'bib apron', 'pinafore apron', 'chef apron', 'chefs apron', 'kitchen apron', 'work apron', 'waist apron|cropped', 'half apron|cropped', 'bistro apron|cropped', 'cafe apron|cropped', 'server apron|cropped'],
    materials: ['cotton', 'canvas', 'denim', 'linen'], always: ['pockets'], sleeves: ['sleeveless'], extras: [] },
  { id: 'romper', label: 'Romper', family: 'onepiece', aliases: ['playsuit', 'rompers', 'play suit', 'romper suit', 'playsuits'],
    materials: ['cotton', 'linen', 'chiffon', 'jersey'], always: ['cropped'], sleeves: ['sleeveless', 'short-sleeves', 'puff-sleeves'], necklines: ['square-neck', 'v-neck', 'off-shoulder', 'halter'], shapes: ['wide-leg'], extras: ['ruffles', 'belt'], parts: ['top', 'shorts', 'corset'] },
  { id: 'overalls', label: 'Overalls', family: 'onepiece', aliases: ['dungarees', 'bib overalls', 'overall shorts|cropped', 'dungaree', 'salopettes', 'salopette', 'bib and brace', 'bib and braces', 'dungaree shorts|cropped', 'coveralls|long-sleeves|zip|collar', 'coverall|long-sleeves|zip|collar', 'work overalls', 'overalls with sleeves|long-sleeves|zip|collar'],
    materials: ['denim', 'corduroy', 'canvas', 'cotton'], always: ['pockets', 'buttons'], sleeves: ['sleeveless'], shapes: ['straight-leg', 'wide-leg'], extras: [], parts: ['shorts', 'trousers', 'jeans'] },
  { id: 'swimsuit', label: 'Swimsuit', family: 'onepiece', aliases: ['swim suit', 'swimsuits', 'bathing suit', 'one piece', 'one piece swimsuit', 'swimwear', 'monokini', 'bikini', 'maillot', 'swimming costume', 'tankini', 'cossie', 'swim costume', 'bathers', 'bikini set', 'swimming suit', 'swim wear'],
    materials: ['spandex', 'nylon'], sleeves: ['sleeveless'], necklines: ['scoop-neck', 'v-neck', 'halter', 'one-shoulder', 'square-neck', 'strapless'], extras: ['ruffles', 'lace-up'] },
  { id: 'suit', label: 'Suit', family: 'outer', aliases: ['pantsuit', 'pant suit', 'trouser suit', 'tuxedo', 'two piece suit', 'three piece suit', 'tux', 'suits', 'skirt suit', 'power suit|shoulder-pads', 'business suit', 'wedding suit', 'morning suit', 'lounge suit', 'dinner suit', 'suit set', 'traje'],
    materials: ['wool', 'linen', 'tweed', 'velvet', 'crepe'], always: ['lapels', 'buttons', 'pockets'], sleeves: LONG, extras: ['double-breasted'], bottoms: 'straight-leg', parts: ['blazer', 'jacket', 'trousers', 'skirt', 'vest'] },
  { id: 'scrubs', label: 'Scrubs', family: 'top', aliases: ['scrub top', 'scrub tops', 'scrub set', 'scrub suit', 'medical scrubs', 'nurse scrubs', 'nursing scrubs', 'surgical scrubs', 'hospital scrubs', 'vet scrubs', 'dental scrubs', 'scrub uniform', 'scrubs set'],
    materials: ['cotton', 'polyester'], always: ['v-neck', 'short-sleeves', 'pockets'], sleeves: ['short-sleeves'], necklines: ['v-neck'], extras: ['drawstring'], bottoms: 'straight-leg', parts: ['top', 'trousers', 't-shirt', 'tunic'] },
  { id: 'tracksuit', label: 'Tracksuit', family: 'outer', aliases: ['track suit', 'tracksuits', 'sweatsuit', 'sweat suit', 'jogging suit', 'shell suit|nylon'],
    materials: ['jersey', 'cotton', 'fleece', 'velour', 'nylon'], always: ['zip', 'side-stripes'], sleeves: LONG, extras: ['pockets'], bottoms: 'tapered', parts: ['jacket', 'joggers', 'hoodie', 'sweatshirt', 'trousers'] },
  { id: 'pyjamas', label: 'Pyjamas', family: 'top', aliases: ['pajamas', 'pyjama', 'pajama', 'pyjama set', 'pajama set', 'pjs', 'sleepwear', 'lounge set', 'loungewear set'],
    materials: ['cotton', 'silk', 'satin', 'flannel', 'jersey'], always: ['collar', 'buttons'], sleeves: LONG, extras: ['pockets', 'side-stripes'], bottoms: 'straight-leg', parts: ['shirt', 'top', 'trousers', 'shorts', 't-shirt'] },
];

/**
 * Words that suggest a garment without naming it: "a black turtleneck" is a sweater, "a flannel"
 * a shirt. They only count when nothing in the prompt names a garment outright.
 */
export const GARMENT_HINTS: readonly (readonly [phrase: string, garment: string])[] = [
  ['turtleneck', 'sweater'], ['turtle neck', 'sweater'], ['roll neck', 'sweater'], ['polo neck', 'sweater'], ['mock neck', 'sweater'],
  ['crewneck', 'sweatshirt'], ['quarter zip', 'sweater'], ['half zip', 'sweater'], ['zip up', 'hoodie'], ['flannel', 'shirt'], ['fleece', 'jacket'], ['sherpa fleece', 'jacket'], ['polar fleece', 'jacket'], ['teddy fleece', 'jacket'], ['microfleece', 'jacket'], ['borg fleece', 'jacket'], ['knit', 'sweater'], ['knitwear', 'sweater'],
  ['bodycon', 'dress'], ['maxi', 'dress'], ['midi', 'dress'], ['mini', 'skirt'], ['tutu', 'skirt'], ['lingerie', 'camisole'], ['sheath', 'dress'],
  // Occasions: "something floaty for a garden wedding" is a dress.
  // Denim words and brands: "levis 501, light wash" is a pair of jeans.
  ['levis', 'jeans'], ['levi s', 'jeans'], ['501', 'jeans'], ['light wash', 'jeans'], ['dark wash', 'jeans'], ['mid wash', 'jeans'], ['acid wash', 'jeans'], ['selvedge', 'jeans'], ['raw denim', 'jeans'],
  ['wedding', 'dress'], ['bridal', 'dress'], ['bridesmaid', 'dress'], ['cocktail', 'dress'], ['prom', 'gown'], ['gala', 'gown'],
];

export const GARMENT_BY_ID: ReadonlyMap<string, GarmentDef> = new Map(GARMENTS.map((g) => [g.id, g]));
