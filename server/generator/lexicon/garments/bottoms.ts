import { words } from '../words';
import type { GarmentDef } from './def';

/** Bottoms: trousers, jeans, shorts and legwear. */
export const BOTTOMS: readonly GarmentDef[] = [
	{
		id: 'trousers',
		label: 'Trousers',
		family: 'bottom',
		aliases: words(`
			pants, pant, trouser, slacks, chinos, chino pants, khakis, cargo pants|cargo-pockets,
			cargo trousers|cargo-pockets, cargos|cargo-pockets, cargo|cargo-pockets,
			palazzo pants|wide-leg, palazzos|wide-leg, culottes|wide-leg|cropped, flares|flared,
			bell bottoms|flared, cigarette pants|skinny, dress pants,
			suit trousers, harem pants|relaxed, paperbag trousers|high-waisted|belt, cords|corduroy,
			pyjama pants|drawstring, pajama pants|drawstring, parachute pants|nylon|drawstring,
			carpenter pants|pockets, work pants, tailored trousers|fitted, wide leg pants|wide-leg,
			wide leg trousers|wide-leg, combat trousers|cargo-pockets, combat pants|cargo-pockets,
			combats|cargo-pockets, jodhpurs|fitted, trews, plus fours, suit pants,
			work trousers|pockets, pantalon, pantalones, pantaloni
		`),
		materials: ['wool', 'cotton', 'linen', 'twill', 'crepe', 'corduroy'],
		always: ['pockets'],
		shapes: ['straight-leg', 'wide-leg', 'tapered', 'flared'],
		extras: ['pleats', 'belt', 'high-waisted', 'cargo-pockets'],
	},
	{
		id: 'jeans',
		label: 'Jeans',
		family: 'bottom',
		aliases: words(`
			denims, mom jeans|high-waisted|relaxed, boyfriend jeans|relaxed, dad jeans|relaxed,
			denim pants, denim trousers, jeggings|skinny|denim, skinny jeans|skinny, flare jeans|flared,
			jean, carpenter jeans|pockets, bootcut jeans|flared, straight jeans|straight-leg,
			wide leg jeans|wide-leg, baggy jeans|oversized, jeans pants, jean pants, vaqueros
		`),
		materials: ['denim'],
		always: ['pockets'],
		shapes: ['straight-leg', 'skinny', 'wide-leg', 'flared', 'tapered'],
		extras: ['distressed', 'high-waisted'],
		kindOf: 'trousers',
	},
	{
		id: 'shorts',
		label: 'Shorts',
		family: 'bottom',
		aliases: words(`
			bermuda shorts, bermudas, cutoffs|denim|distressed, cut offs|denim|distressed,
			cut off shorts|denim|distressed, jorts|denim, hot pants|fitted, hotpants|fitted,
			bike shorts|fitted|spandex, biker shorts|fitted|spandex, cycling shorts|fitted|spandex,
			board shorts|drawstring, boardshorts|drawstring, running shorts|drawstring,
			gym shorts|drawstring, denim shorts|denim, jean shorts|denim, jeans shorts|denim,
			swim trunks|drawstring, swimming trunks|drawstring, swim shorts|drawstring, cargo shorts|cargo-pockets, chino shorts,
			short pants, shortalls|cropped, bermuda
		`),
		materials: ['cotton', 'denim', 'linen', 'twill'],
		always: ['pockets'],
		shapes: ['straight-leg', 'wide-leg'],
		extras: ['high-waisted', 'cargo-pockets'],
	},
	{
		id: 'leggings',
		label: 'Leggings',
		family: 'bottom',
		aliases: words(`
			legging, yoga pants|spandex, yoga leggings|spandex, running tights|spandex,
			gym tights|spandex, treggings|fitted, workout leggings|spandex, sports leggings|spandex,
			gym leggings|spandex, cycling tights|spandex, footless tights, long johns, thermal leggings
		`),
		materials: ['spandex', 'jersey', 'cotton'],
		always: ['skinny', 'high-waisted'],
		shapes: ['skinny'],
		extras: ['side-stripes'],
	},
	{
		id: 'tights',
		label: 'Tights',
		family: 'bottom',
		aliases: words('pantyhose, hosiery, opaque tights, sheer tights, footed tights'),
		materials: ['nylon', 'knit', 'wool', 'cotton'],
		always: ['skinny', 'high-waisted', 'fitted'],
		shapes: ['skinny'],
		never: ['pockets', 'cargo-pockets', 'belt', 'side-stripes'],
	},
	{
		id: 'joggers',
		label: 'Joggers',
		family: 'bottom',
		aliases: words(`
			jogger, sweatpants, sweat pants, track pants, trackpants, jogging bottoms, jogging pants,
			sweats, trackies, tracksuit bottoms, track trousers, jogger pants, jogger trousers,
			sweat trousers, track bottoms
		`),
		materials: ['cotton', 'fleece', 'jersey', 'terry'],
		always: ['drawstring', 'pockets', 'tapered'],
		shapes: ['tapered'],
		extras: ['side-stripes', 'cargo-pockets'],
	},
	{
		id: 'capris',
		label: 'Capris',
		family: 'bottom',
		aliases: words('capri, capri pants, capri trousers, pedal pushers, three quarter pants'),
		materials: ['cotton', 'spandex', 'jersey', 'twill'],
		always: ['cropped', 'fitted'],
		shapes: ['skinny', 'straight-leg'],
		extras: ['drawstring', 'side-stripes'],
	},
	{
		id: 'salwar',
		label: 'Salwar',
		family: 'bottom',
		aliases: words(
			'salwars, shalwar, salwar pants, patiala, patiala salwar, patiala pants, dhoti pants',
		),
		materials: ['cotton', 'silk', 'viscose', 'georgette'],
		always: ['drawstring', 'relaxed'],
		shapes: ['tapered'],
		never: ['pockets', 'cargo-pockets', 'belt', 'side-stripes'],
	},
	{
		id: 'churidar',
		label: 'Churidar',
		family: 'bottom',
		aliases: words('churidars, churidaar, churidar pants, churidar leggings, churidar pyjama'),
		materials: ['cotton', 'viscose', 'jersey', 'silk'],
		always: ['drawstring', 'skinny'],
		shapes: ['skinny'],
		never: ['pockets', 'cargo-pockets', 'belt', 'side-stripes'],
	},
];
