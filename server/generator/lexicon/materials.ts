/**
 * Materials and how each one reads on a flat. `texture` names the line work in
 * draw/textures.ts: a designer tells denim from satin by twill lines versus sheen.
 */
import { pairs, row } from './words';

const TEXTURES = [
	'plain',
	'twill',
	'knit',
	'cable',
	'sheen',
	'pile',
	'slub',
	'tweed',
	'wale',
	'sheer',
	'lace',
	'sequin',
	'fuzzy',
	'grain',
	'mesh',
	'crochet',
	'quilt',
	'terry',
	'weave',
] as const;
export type Texture = (typeof TEXTURES)[number];

export type MaterialRow = readonly [id: string, texture: Texture, ...aliases: string[]];

/** 'denim (twill): jean, selvedge' -> ['denim', 'twill', 'jean', 'selvedge']. */
function materialRow(entry: string): MaterialRow {
	const [head, aliases] = row(entry);
	const [, id, texture] = /^(\S+) \((\w+)\)$/.exec(head) ?? [];
	const known = TEXTURES.find((name) => name === texture);
	if (!known) throw new Error(`lexicon: material row '${entry}' wants 'id (texture): aliases'`);
	return [id, known, ...aliases];
}

/**
 * Words that name a material as a quality of the cloth after them: "stretch denim" is denim
 * with some spandex, so the denim comes first.
 */
export const QUALIFYING_MATERIAL_WORDS: ReadonlySet<string> = new Set(['stretch', 'stretchy']);

/**
 * Named kinds of a broader material keep their own name and list the family after it: merino
 * is listed as merino, wool; viscose as viscose, rayon; oxford as oxford, cotton. A prompt (and
 * whoever checks it) may use either word.
 */
export const MATERIAL_FAMILY: Readonly<Record<string, string>> = Object.fromEntries(
	pairs(`
		merino: wool, lambswool: wool, boiled-wool: wool, felt: wool, loden: wool, ripstop: nylon,
		cable-knit: knit, pointelle: knit, waffle: knit, oxford: cotton, waxed-cotton: cotton,
		organic-cotton: cotton, lawn: cotton, muslin: cotton, gauze: cotton, cheesecloth: cotton,
		pique: cotton, moleskin: cotton, calico: cotton, broderie-anglaise: cotton, viscose: rayon,
		modal: rayon, tencel: rayon, lyocell: rayon, bamboo: rayon, cupro: rayon, georgette: chiffon,
		charmeuse: silk, dupioni: silk, shantung: silk, habotai: silk, sateen: satin, jacquard: brocade,
		damask: brocade, needlecord: corduroy, velveteen: velvet, nubuck: suede, sheepskin: shearling,
		borg: sherpa, pvc: vinyl, patent: vinyl, patent-leather: leather, fishnet: mesh, glitter: sequins, ponte: jersey,
		drill: twill, chino: twill, polyamide: nylon, softshell: polyester
	`),
);

/** Each row: 'id (texture): aliases'. */
export const MATERIAL_ROWS: readonly MaterialRow[] = [
	`cotton (plain): cotton blend, pure cotton, cottons, coton, algodon, cotone, baumwolle,
		brushed cotton, heavyweight cotton`,
	'organic-cotton (plain): organic cotton, organic cottons',
	'oxford (weave): oxford cloth, oxford cotton, oxford weave',
	'waxed-cotton (sheen): waxed cotton, wax cotton, waxed, wax jacket fabric',
	'lawn (plain): cotton lawn',
	'muslin (plain): cotton muslin, double muslin',
	'gauze (sheer): cotton gauze, double gauze, gauzy cotton',
	'cheesecloth (slub): cheese cloth',
	'pique (weave): piqué, cotton pique, pique cotton',
	'moleskin (pile)',
	'calico (plain)',
	`broderie-anglaise (lace): broderie anglaise, broderie, eyelet, eyelet lace, eyelet cotton,
		schiffli`,
	`denim (twill): jean, selvedge, selvedge denim, raw denim, acid wash, acid washed, stonewashed,
		stone washed, light wash, dark wash, mid wash, washed denim, jeans fabric`,
	'chambray (twill)',
	'silk (sheen): silky, mulberry silk, raw silk, silks, seda, seta, soie, pure silk',
	'charmeuse (sheen): silk charmeuse',
	'dupioni (sheen): dupion, silk dupion, silk dupioni',
	'shantung (slub): silk shantung',
	'habotai (sheen): habutai, silk habotai',
	'satin (sheen): satiny, duchess satin, liquid satin, satin finish, raso, saten',
	'sateen (sheen)',
	'linen (slub): linen blend, flax, linnen, lino, lin, leinen, linens',
	'hemp (slub): hemp blend, organic hemp',
	`leather (grain): leathers, genuine leather, real leather, in skin, of skin, from skin, lambskin,
		calfskin, nappa, cuero, cuir, pelle, leder`,
	// Leather with a lacquered shine: drawn with a sheen, and still leather (MATERIAL_FAMILY).
	'patent-leather (sheen): patent leather, patent leathers, glossy leather, high shine leather',
	`faux-leather (grain): faux leather, vegan leather, pleather, pu leather, leatherette,
		imitation leather, leather look, leather effect, faux leather look, wet look leather,
		synthetic leather, artificial leather, pu, polyurethane, polyurethane leather`,
	'suede (pile): suedes, daim, ante',
	'nubuck (pile)',
	`faux-suede (pile): faux suede, vegan suede, microsuede, suedette, suede look, suede effect,
		imitation suede, synthetic suede`,
	`wool (tweed): woollen, woolen, wool blend, virgin wool, melton, worsted, worsted wool, pure wool,
		new wool, lana, laine, wolle, woolly, wooly`,
	'boiled-wool (fuzzy): boiled wool',
	'felt (plain): felted wool, wool felt, felted',
	'loden (fuzzy): loden wool, loden cloth',
	'merino (knit): merino wool, extra fine merino',
	'lambswool (knit): lambs wool, lamb s wool',
	'cashmere (knit): cashmere blend',
	'mohair (fuzzy): brushed mohair',
	'alpaca (fuzzy): baby alpaca, alpaca wool',
	'angora (fuzzy): angora wool',
	`cable-knit (cable): cable knit, cable, cables, cabled, cable knitted, cable stitch, aran,
		aran knit`,
	`knit (knit): knitted, knitwear, chunky knit, rib knit, ribbed, ribbed knit, fine knit, fisherman,
		fair isle, nordic knit, knit fabric, knitting, hand knit, hand knitted, fine gauge, rib`,
	'pointelle (knit): pointelle knit',
	'waffle (knit): waffle knit, waffle weave, thermal waffle, waffle texture',
	'acrylic (knit): acrylic knit, acrylic yarn, acrylic blend',
	'chenille (fuzzy): chenille knit, chenille yarn',
	'crochet (crochet): crocheted, macrame, open knit, openwork',
	`velvet (pile): crushed velvet, velvety, panne velvet, devore, burnout velvet, velvets,
		terciopelo`,
	'velveteen (pile)',
	'velour (pile): velours, stretch velour',
	'chiffon (sheer): sheer, see through, gauzy, chiffons, mousseline',
	'georgette (sheer)',
	'voile (sheer)',
	'tulle (sheer): net, netting, tutu',
	'organza (sheer): organdy',
	'lace (lace): lacy, guipure, chantilly lace, lace trim, floral lace, encaje, dentelle, pizzo',
	'tweed (tweed): harris tweed, donegal',
	'boucle (terry): bouclé, boucle tweed, boucle wool',
	`corduroy (wale): cord, cords, corded, cordury, courduroy, corduroys, jumbo cord, wide wale, pana,
		velours cotele`,
	'needlecord (wale): needle cord, baby cord, fine cord, pinwale',
	'jersey (knit): stretch jersey, interlock, cotton jersey knit, single jersey',
	'ponte (knit): ponte roma, ponte di roma, ponti',
	'fleece (fuzzy): polar fleece, brushed fleece, microfleece, brushed back fleece, teddy fleece',
	`faux-fur (fuzzy): faux fur, fur, fake fur, fur effect, faux fur effect, furry, fluffy, shaggy,
		teddy, fur trim, fur trimmed, faux fur trim, faux fur trimmed, fur ruff, fur collar,
		faux fur collar`,
	'shearling (fuzzy)',
	'faux-shearling (fuzzy): faux shearling, imitation shearling, fake shearling',
	// Knitted cloth named for what is made of it: a "top in sweatshirt fabric" is a top.
	'sweatshirt-fabric (knit): sweatshirt fabric, sweatshirt material, sweat fabric',
	'net (sheer): netting, net fabric, tulle net',
	'sheepskin (fuzzy): sheep skin',
	'sherpa (fuzzy): teddy fleece, sherpa fleece, sherpa lined',
	'borg (fuzzy): borg fleece, borg lined',
	`sequins (sequin): sequin, sequined, sequinned, paillette, paillettes, sparkly, sequence,
		sequenced, sequinned`,
	'glitter (sequin): glittery, glitter fabric',
	'lurex (sheen): lurex knit, metallic thread, metallic knit',
	'ripstop (weave): rip stop, ripstop nylon',
	'softshell (plain): soft shell, softshell fabric',
	'polyamide (quilt): poliamide, polyamid',
	'nylon (quilt): windproof, waterproof, water resistant, parachute',
	'polyester (plain): poly, recycled polyester, microfiber, microfibre',
	'spandex (knit): lycra, elastane, stretch, stretchy, performance, compression, activewear fabric',
	'neoprene (plain): scuba',
	'vinyl (sheen): vinyl, wet look, high shine, glossy',
	'pvc (sheen): p v c',
	'patent (sheen): patent vinyl',
	'latex (sheen)',
	'canvas (weave): duck canvas, waxed canvas, oilskin',
	'twill (twill): twills, cotton twill weave',
	'drill (twill)',
	'chino (twill): chino twill',
	'gabardine (twill): gaberdine',
	'flannel (fuzzy): brushed flannel',
	'crepe (plain): crepe de chine, crêpe, moss crepe',
	'taffeta (sheen)',
	'lame (sheen): lamé, metallic lame',
	'brocade (weave): matelasse, brocades',
	'jacquard (weave): jacquard knit, jacquard weave',
	'damask (weave)',
	'poplin (plain): broadcloth',
	'seersucker (weave)',
	'terry (terry): terry cloth, terrycloth, towelling, toweling, french terry',
	'mesh (mesh): power mesh, sports mesh, perforated, tulle mesh, net fabric',
	'fishnet (mesh): fish net',
	'rayon (plain): rayons',
	'viscose (plain): viscose blend, ecovero, viscosa, viskose, viscose crepe',
	'modal (knit): modal blend, micromodal, micro modal',
	'tencel (plain): tencel lyocell',
	'lyocell (plain)',
	'bamboo (knit): bamboo fabric',
	'cupro (sheen)',
	// Hats, bags and sandals.
	'straw (weave): raffia, jute, wicker, rattan, seagrass, woven straw',
	'rubber (plain): rubberised, rubberized',
	// Watches, jewellery and sunglasses.
	'metal (sheen): metals, alloy, stainless, gold plated, silver plated, gold tone metal',
	'plastic (plain): plastics, acetate frames, plastic frames',
].map(materialRow);
