/**
 * What each material the generator knows is, for a bill of materials: its usual composition,
 * how it is made (which decides how it is cut, costed and sewn), a typical weight and the
 * cuttable width it comes in. Typical mill values; see docs/techpack-sources.md.
 *
 * One row a material: `id: composition | kind | weight | width cm` (width 0 where the material
 * is not sold by the metre: hides, straw, metal).
 */
export type MaterialKind =
	| 'woven'
	| 'knit'
	/** Knitted to shape from yarn (a sweater, a beanie): bought by weight. */
	| 'yarn'
	| 'leather'
	| 'coated'
	| 'pile'
	| 'sheer'
	| 'felt'
	| 'straw'
	| 'rubber'
	| 'metal'
	| 'plastic';

export interface MaterialInfo {
	id: string;
	/** As a factory writes it: "cotton poplin". */
	name: string;
	composition: string;
	kind: MaterialKind;
	/** "140 g/m²", "1.1 mm". */
	weight: string;
	/** Cuttable width in cm; 0 for what is not sold by the metre. */
	width: number;
}

const ROWS = `
cotton: 100% cotton | woven | 140 g/m² | 150
organic-cotton: 100% organic cotton (GOTS) | woven | 140 g/m² | 150
oxford: 100% cotton, oxford weave | woven | 130 g/m² | 150
waxed-cotton: 100% cotton, paraffin-wax finish | coated | 290 g/m² | 145
lawn: 100% cotton | woven | 80 g/m² | 145
muslin: 100% cotton | woven | 90 g/m² | 145
gauze: 100% cotton, double gauze | woven | 110 g/m² | 140
cheesecloth: 100% cotton | woven | 85 g/m² | 140
pique: 100% cotton piqué knit | knit | 200 g/m² | 180
moleskin: 100% cotton | woven | 330 g/m² | 145
calico: 100% cotton | woven | 150 g/m² | 150
broderie-anglaise: 100% cotton, eyelet embroidered | woven | 110 g/m² | 135
denim: 100% cotton, 3/1 twill | woven | 400 g/m² (12 oz) | 150
chambray: 100% cotton | woven | 130 g/m² | 150
silk: 100% silk | woven | 70 g/m² (16 momme) | 140
charmeuse: 100% silk | woven | 85 g/m² (19 momme) | 114
dupioni: 100% silk | woven | 100 g/m² | 137
shantung: 100% silk | woven | 95 g/m² | 137
habotai: 100% silk | woven | 40 g/m² (8 momme) | 140
satin: 100% polyester satin | woven | 110 g/m² | 150
sateen: 97% cotton, 3% elastane | woven | 160 g/m² | 145
linen: 100% linen | woven | 180 g/m² | 145
hemp: 100% hemp | woven | 200 g/m² | 145
leather: cow leather, chrome tanned | leather | 1.1 mm | 0
patent-leather: cow leather, patent finish | leather | 1.0 mm | 0
faux-leather: polyurethane on 100% polyester knit backing | coated | 420 g/m² | 140
suede: cow split suede | leather | 1.2 mm | 0
nubuck: cow leather, nubuck finish | leather | 1.4 mm | 0
faux-suede: 100% polyester microfibre | woven | 240 g/m² | 145
wool: 100% wool | woven | 320 g/m² | 150
boiled-wool: 100% wool, boiled | knit | 450 g/m² | 145
felt: 100% wool felt | felt | 2.0 mm | 0
loden: 100% wool, loden finish | woven | 460 g/m² | 145
merino: 100% merino wool, 2/28 Nm | yarn | 2/28 Nm | 0
lambswool: 100% lambswool, 2/28 Nm | yarn | 2/28 Nm | 0
cashmere: 100% cashmere, 2/26 Nm | yarn | 2/26 Nm | 0
mohair: 70% mohair, 30% polyamide | yarn | 1/9 Nm | 0
alpaca: 100% alpaca, 2/14 Nm | yarn | 2/14 Nm | 0
angora: 70% angora, 30% polyamide | yarn | 1/12 Nm | 0
cable-knit: 100% wool, 3/7 Nm | yarn | 3/7 Nm | 0
knit: 50% wool, 50% acrylic, 2/28 Nm | yarn | 2/28 Nm | 0
pointelle: 100% cotton, 2/30 Nm | yarn | 2/30 Nm | 0
waffle: 100% cotton waffle knit | knit | 220 g/m² | 180
acrylic: 100% acrylic, 2/28 Nm | yarn | 2/28 Nm | 0
chenille: 100% polyester chenille | yarn | 1/6 Nm | 0
crochet: 100% cotton, hand crochet | yarn | 8/4 Ne | 0
velvet: 82% viscose, 18% silk | pile | 270 g/m² | 135
velveteen: 100% cotton | pile | 280 g/m² | 140
velour: 80% cotton, 20% polyester knit | pile | 300 g/m² | 160
chiffon: 100% polyester | sheer | 60 g/m² | 150
georgette: 100% polyester | sheer | 75 g/m² | 150
voile: 100% cotton | sheer | 70 g/m² | 145
tulle: 100% polyamide | sheer | 25 g/m² | 280
organza: 100% silk | sheer | 40 g/m² | 140
lace: 90% polyamide, 10% elastane | sheer | 110 g/m² | 140
tweed: 100% wool | woven | 400 g/m² | 150
boucle: 70% wool, 30% polyamide | woven | 380 g/m² | 145
corduroy: 100% cotton, 8 wale | pile | 310 g/m² | 145
needlecord: 100% cotton, 21 wale | pile | 220 g/m² | 145
jersey: 95% cotton, 5% elastane | knit | 180 g/m² | 170
ponte: 68% viscose, 27% polyamide, 5% elastane | knit | 300 g/m² | 150
fleece: 100% polyester | knit | 280 g/m² | 160
faux-fur: 80% acrylic, 20% polyester pile | pile | 600 g/m² | 150
shearling: sheepskin, wool on | leather | 3.0 mm | 0
faux-shearling: 100% polyester pile | pile | 550 g/m² | 150
sweatshirt-fabric: 80% cotton, 20% polyester, brushed back | knit | 320 g/m² | 180
net: 100% polyamide | sheer | 30 g/m² | 280
sheepskin: sheepskin, wool on | leather | 3.0 mm | 0
sherpa: 100% polyester pile | pile | 380 g/m² | 160
borg: 100% polyester pile | pile | 400 g/m² | 160
sequins: 100% polyester mesh, PET sequins | sheer | 250 g/m² | 130
glitter: 100% polyester, glitter coated | coated | 200 g/m² | 140
lurex: 70% viscose, 30% metallised polyester | knit | 200 g/m² | 150
ripstop: 100% polyamide ripstop, DWR finish | woven | 70 g/m² | 150
softshell: 94% polyester, 6% elastane, bonded | woven | 300 g/m² | 145
polyamide: 100% polyamide | woven | 80 g/m² | 150
nylon: 100% polyamide, DWR finish | woven | 80 g/m² | 150
polyester: 100% polyester | woven | 120 g/m² | 150
spandex: 78% polyamide, 22% elastane | knit | 230 g/m² | 150
neoprene: polychloroprene, jersey laminated | coated | 2.0 mm | 130
vinyl: polyvinyl chloride on polyester knit | coated | 450 g/m² | 137
pvc: polyvinyl chloride on polyester knit | coated | 450 g/m² | 137
patent: polyurethane patent on polyester knit | coated | 400 g/m² | 137
latex: natural rubber sheet | coated | 0.4 mm | 100
canvas: 100% cotton duck canvas | woven | 340 g/m² (10 oz) | 150
twill: 100% cotton twill | woven | 250 g/m² | 150
drill: 100% cotton drill | woven | 270 g/m² | 150
chino: 98% cotton, 2% elastane twill | woven | 250 g/m² | 145
gabardine: 100% cotton gabardine | woven | 240 g/m² | 150
flannel: 100% cotton, brushed | woven | 180 g/m² | 150
crepe: 100% polyester crepe | woven | 150 g/m² | 150
taffeta: 100% polyester taffeta | woven | 90 g/m² | 145
lame: 60% polyester, 40% metallised polyester | woven | 110 g/m² | 140
brocade: 60% polyester, 40% viscose jacquard | woven | 280 g/m² | 140
jacquard: 60% cotton, 40% polyester jacquard | woven | 260 g/m² | 140
damask: 100% cotton damask | woven | 230 g/m² | 145
poplin: 100% cotton poplin | woven | 115 g/m² | 150
seersucker: 100% cotton seersucker | woven | 130 g/m² | 145
terry: 80% cotton, 20% polyester French terry | knit | 300 g/m² | 180
mesh: 100% polyester mesh | knit | 130 g/m² | 160
fishnet: 90% polyamide, 10% elastane | knit | 90 g/m² | 150
rayon: 100% viscose | woven | 120 g/m² | 145
viscose: 100% viscose | woven | 120 g/m² | 145
modal: 92% modal, 8% elastane | knit | 170 g/m² | 160
tencel: 100% lyocell | woven | 150 g/m² | 145
lyocell: 100% lyocell | woven | 150 g/m² | 145
bamboo: 95% bamboo viscose, 5% elastane | knit | 180 g/m² | 160
cupro: 100% cupro | woven | 90 g/m² | 145
straw: 100% paper straw braid | straw | 7 mm braid | 0
rubber: natural and synthetic rubber (EVA blend) | rubber | 60 Shore A | 0
metal: brass, plated | metal | — | 0
plastic: cellulose acetate | plastic | — | 0
`;

export const MATERIALS: ReadonlyMap<string, MaterialInfo> = new Map(
	ROWS.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line): MaterialInfo => {
			const match = /^([a-z-]+): ([^|]+)\| (\w+) \| ([^|]+)\| (\d+)$/.exec(line.trim());
			if (!match) throw new Error(`techpack: material row '${line}' is malformed`);
			const [, id, composition, kind, weight, width] = match;
			return {
				id,
				name: id.replace(/-/g, ' '),
				composition: composition.trim(),
				kind: kind as MaterialKind,
				weight: weight.trim(),
				width: Number(width),
			};
		})
		.map((info) => [info.id, info]),
);

/**
 * Yarn-named materials on garments cut from cloth (a cashmere coat, wool trousers) are woven
 * cloth of that fibre: this weight and width.
 */
export const YARN_AS_CLOTH = { weight: '340 g/m²', width: 150 } as const;

/** Cloth-named fibres on knitwear (a cotton sweater) are spun for knitting: this count. */
export const YARN_FOR_KNITWEAR = { weight: '2/28 Nm', width: 0 } as const;
