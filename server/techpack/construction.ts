/**
 * How the design is sewn: one step per operation and area, with its ISO 4915 stitch class and
 * stitches per inch, chosen by the cloth (tables/stitches.ts) and the detail. Each step also keeps
 * how much seam it sews (cm, base size), which the bill of materials turns into thread.
 */
import type { Anatomy } from './anatomy';
import type { Sizes } from './consumption';
import {
	DENIM_OUTSEAM,
	GOODS_SEWING,
	SEWING,
	type Operation,
	type Sewing,
} from './tables/stitches';
import { goodsSteps } from './construction-goods';
import { noSeam, step, type Step } from './step';
import { FLY_CURVE, SKIRT_DARTS, UNMEASURED_EDGE, WRAP_TIES } from './tables/trims';

export type { Step };

export function constructionSteps(anatomy: Anatomy): Step[] {
	const { plan } = anatomy;
	if (
		['footwear', 'bag', 'headwear', 'accessory'].includes(plan.family) ||
		plan.garment.id === 'dupatta' ||
		plan.garment.id === 'saree'
	)
		return goodsSteps(anatomy);
	const steps: Step[] = [];
	const sew = (op: Operation) => SEWING[anatomy.cloth][op];
	if (anatomy.interlining)
		steps.push(noSeam('Preparation', `Fuse interlining to ${anatomy.interlining.placement}`));
	const { top } = anatomy;
	if (['chest', 'top-edge', 'underband', 'shoulder'].some((id) => top.get(id) !== undefined))
		steps.push(...upperSteps(anatomy, top, sew));
	if (top.get('skirt-length') !== undefined) steps.push(...skirtSteps(top, sew));
	if (top.get('inseam') !== undefined || top.get('total-length') !== undefined)
		steps.push(...legSteps(anatomy, top, sew));
	if (anatomy.bottoms) steps.push(...legSteps(anatomy, anatomy.bottoms, sew, 'Trousers: '));
	if (plan.family === 'cape') steps.push(...capeSteps(top, sew));
	steps.push(...detailSteps(anatomy, sew));
	if (anatomy.lining)
		steps.push(
			step(
				'Lining',
				`Assemble the lining and bag it to the shell (${anatomy.lining.placement})`,
				SEWING.woven.edge,
				2 * (top.get('hem') ?? top.get('seat') ?? UNMEASURED_EDGE) +
					2 *
						(top.get('body-length') ??
							top.get('cb-length') ??
							top.get('skirt-length') ??
							UNMEASURED_EDGE),
			),
		);
	if (anatomy.cloth === 'denim')
		steps.push(noSeam('Finishing', 'Garment wash (enzyme rinse), tumble dry'));
	steps.push(noSeam('Finishing', 'Trim threads, press, inspect against the measurements'));
	return steps;
}

type Sew = (op: Operation) => Sewing;

function upperSteps(anatomy: Anatomy, s: Sizes, sew: Sew): Step[] {
	const v = (id: string) => s.get(id) ?? 0;
	const f = anatomy.plan.features;
	const steps: Step[] = [];
	const length = v('body-length') || v('cb-length') || v('cf-length') || v('torso-length');
	if (s.get('shoulder') !== undefined)
		steps.push(
			step(
				'Body',
				anatomy.cloth === 'knit' ? 'Join shoulder seams, taped' : 'Join shoulder seams',
				sew('seam'),
				v('shoulder') - v('neck-width'),
			),
		);
	else if (s.get('strap-length') !== undefined)
		steps.push(step('Body', 'Make and attach straps', sew('edge'), 4 * v('strap-length')));
	steps.push(
		step(
			'Body',
			'Join side seams',
			sew('seam'),
			2 * Math.max(10, length - v('armhole') - v('armhole-depth')),
		),
	);
	if (sew('finish')[0])
		steps.push(
			step(
				'Body',
				'Overlock seam allowances and press open',
				sew('finish'),
				2 * length + v('shoulder'),
			),
		);
	if (s.get('sleeve') !== undefined) {
		steps.push(step('Sleeves', 'Set in sleeves', sew('seam'), 4 * v('armhole')));
		steps.push(step('Sleeves', 'Close underarm seams', sew('seam'), 2 * v('sleeve')));
		if (s.get('cuff-length') !== undefined)
			steps.push(
				step('Sleeves', 'Make and attach cuffs, edge-stitch', sew('edge'), 4 * v('cuff-length')),
			);
		else if (s.get('cuff-height') !== undefined)
			steps.push(step('Sleeves', 'Attach rib cuffs', sew('edge'), 4 * v('sleeve-opening')));
		else steps.push(step('Sleeves', 'Hem sleeves', sew('hem'), 4 * v('sleeve-opening')));
	} else if (s.get('armhole') !== undefined || s.get('armhole-depth') !== undefined)
		steps.push(
			step('Armholes', 'Bind armholes', sew('edge'), 4 * (v('armhole') || v('armhole-depth'))),
		);
	const neck = 2 * v('neck-width') + v('neck-drop') + v('back-neck-drop');
	if (f.has('hood'))
		steps.push(
			step(
				'Hood',
				'Join hood seams and attach hood to the neckline',
				sew('seam'),
				2 * v('hood-height') + neck,
			),
		);
	else if (f.has('collar'))
		steps.push(
			step(
				'Collar',
				'Make collar, attach and edge-stitch',
				sew('edge'),
				2 * v('collar-length') + v('collar-length'),
			),
		);
	else if (f.has('lapels'))
		steps.push(
			step(
				'Front',
				'Make lapels and facings, understitch, press the roll',
				sew('edge'),
				2 * v('button-stance') + neck,
			),
		);
	else if (s.get('neckband') !== undefined || s.get('collar-height') !== undefined)
		steps.push(
			step(
				'Neckline',
				'Attach neckband and cover-stitch the seam',
				anatomy.cloth === 'knit' ? SEWING.knit.topstitch : sew('edge'),
				neck,
			),
		);
	else if (s.get('top-edge') !== undefined)
		steps.push(step('Neckline', 'Finish the top edge with facing', sew('edge'), 2 * v('top-edge')));
	else if (neck > 0)
		steps.push(step('Neckline', 'Finish neckline with facing or binding', sew('edge'), neck));
	if (s.get('rib-height') !== undefined)
		steps.push(step('Hem', 'Attach hem band', sew('edge'), 2 * v('hem')));
	else if (s.get('hem') !== undefined) steps.push(step('Hem', 'Hem', sew('hem'), 2 * v('hem')));
	return steps;
}

function skirtSteps(s: Sizes, sew: Sew): Step[] {
	const v = (id: string) => s.get(id) ?? 0;
	return [
		step(
			'Skirt',
			'Sew darts and join side seams',
			sew('seam'),
			2 * v('skirt-length') + SKIRT_DARTS.count * SKIRT_DARTS.length,
		),
		step('Waist', 'Attach waistband', sew('edge'), 2 * v('waistband')),
		step('Hem', 'Hem', sew('hem'), 2 * v('hem')),
	];
}

function legSteps(anatomy: Anatomy, s: Sizes, sew: Sew, part = ''): Step[] {
	const v = (id: string) => s.get(id) ?? 0;
	const denim = anatomy.cloth === 'denim';
	const steps = [
		step(
			'Legs',
			`${part}Join front and back rise${denim ? ', felled' : ''}`,
			sew('seam'),
			v('front-rise') + v('back-rise'),
		),
		// Tights are measured waist to toe: their leg seam runs from the crotch to the toe.
		step(
			'Legs',
			`${part}Join inseams${denim ? ', felled' : ''}`,
			sew('seam'),
			2 * (v('inseam') || v('total-length') - v('front-rise')),
		),
	];
	if (s.get('outseam') !== undefined)
		steps.push(
			step(
				'Legs',
				`${part}Join outseams${denim ? ', then topstitch' : ''}`,
				denim ? DENIM_OUTSEAM : sew('seam'),
				2 * v('outseam'),
			),
		);
	if (anatomy.fly) {
		steps.push(
			step(
				'Fly',
				`${part}Set fly zip and J-stitch the fly`,
				sew('zip'),
				2 * anatomy.fly.zip.cm + FLY_CURVE,
			),
		);
		steps.push(
			step(
				'Waist',
				`${part}Attach waistband, make and set belt loops`,
				sew('edge'),
				2 * v('waistband'),
			),
		);
		steps.push(step('Waist', `${part}Buttonhole at the waistband`, GOODS_SEWING.buttonhole));
		steps.push(
			step(
				'Bartacks',
				`${part}Bartack fly, pocket corners and belt loops (42 stitches each)`,
				GOODS_SEWING.bartack,
			),
		);
		if (anatomy.fly.jeans) steps.push(noSeam('Hardware', 'Set rivets and the shank button'));
	} else if (anatomy.elasticWaist)
		steps.push(
			step(
				'Waist',
				`${part}Enclose elastic in the waistband`,
				sew('elastic'),
				2 * anatomy.elasticWaist,
			),
		);
	if (s.get('cuff-height') !== undefined)
		steps.push(step('Hem', `${part}Attach leg cuffs`, sew('edge'), 4 * v('leg-opening')));
	else steps.push(step('Hem', `${part}Hem legs`, sew('hem'), 4 * v('leg-opening')));
	return steps;
}

function capeSteps(s: Sizes, sew: Sew): Step[] {
	const v = (id: string) => s.get(id) ?? 0;
	return [
		step(
			'Body',
			'Join shoulder and centre back seams',
			sew('seam'),
			2 * v('cb-length') + v('shoulder'),
		),
		step(
			'Neckline',
			'Finish neckline with facing',
			sew('edge'),
			2 * v('neck-width') + v('neck-drop'),
		),
		step('Hem', 'Hem', sew('hem'), 2 * (v('hem') || v('width'))),
	];
}

/** One step for each closure, pocket and trim the design shows. */
function detailSteps(anatomy: Anatomy, sew: Sew): Step[] {
	const { plan, shown, top } = anatomy;
	const f = plan.features;
	const v = (id: string) => top.get(id) ?? 0;
	const steps: Step[] = [];
	const buttons =
		shown.frontButtons +
		shown.otherButtons +
		[...shown.pocketButtons.values()].reduce((a, b) => a + b, 0);
	if (anatomy.zip && plan.family !== 'bottom')
		steps.push(
			step('Closure', `Insert ${anatomy.zip.placement} zip`, sew('zip'), 2 * anatomy.zip.cm),
		);
	if (buttons > 0 && (f.has('buttons') || f.has('double-breasted'))) {
		steps.push(step('Closure', `Make ${buttons} buttonholes`, GOODS_SEWING.buttonhole));
		steps.push(step('Closure', `Sew on ${buttons} buttons`, GOODS_SEWING.buttonSew));
	}
	if (f.has('wrap'))
		steps.push(
			step(
				'Closure',
				'Make wrap ties and attach at the side seam',
				sew('edge'),
				WRAP_TIES.count * WRAP_TIES.length,
			),
		);
	if (f.has('lace-up')) steps.push(noSeam('Closure', 'Set eyelets and lace'));
	if (f.has('drawstring'))
		steps.push(
			step(
				'Closure',
				'Make drawcord channel, set eyelets, thread drawcord',
				sew('topstitch'),
				2 * (v('waistband') || v('hood-height') || v('waist') || UNMEASURED_EDGE),
			),
		);
	const pockets: Record<string, [string, number]> = {
		'chest-pocket': [
			'Make and attach chest pocket',
			2 * v('chest-pocket-height') + v('chest-pocket-width'),
		],
		'patch-pockets': [
			'Make and attach patch pockets',
			2 * (2 * v('patch-pocket-height') + v('patch-pocket-width')),
		],
		'flap-pockets': [
			'Make flap pockets: jet, bag, attach flaps',
			2 * (2 * v('flap-width') + 2 * v('flap-height')),
		],
		'welt-pockets': ['Make welt pockets: welt, bag, bartack ends', 2 * 3 * v('welt-opening')],
		'slash-pockets': ['Make side pockets: facing, bag, topstitch', 2 * 3 * v('slash-opening')],
		'kangaroo-pocket': [
			'Make and attach pouch pocket',
			2 * v('kangaroo-height') + v('kangaroo-width'),
		],
		'cargo-pockets': [
			'Make bellows cargo pockets with flaps',
			2 * (3 * v('cargo-height') + 2 * v('cargo-width')),
		],
	};
	for (const [id, [operation, seam]] of Object.entries(pockets))
		if (f.has(id)) steps.push(step('Pockets', operation, sew('topstitch'), seam));
	const trims: Record<string, () => Step> = {
		ruffles: () =>
			step(
				'Trims',
				'Gather and attach ruffle',
				sew('edge'),
				2 * (v('hem') || v('top-edge') || UNMEASURED_EDGE),
			),
		tiered: () =>
			step('Trims', 'Gather and join tiers', sew('seam'), 4 * (v('hem') || UNMEASURED_EDGE)),
		pleats: () => noSeam('Trims', 'Press pleats to the pleat depth and stay-stitch at the waist'),
		slit: () => step('Trims', 'Finish slit edges, bartack the top', GOODS_SEWING.bartack),
		peplum: () => step('Trims', 'Attach peplum at the waist', sew('seam'), 2 * v('waist')),
		train: () => noSeam('Trims', 'Cut the train with the back skirt; hem with the skirt'),
		'side-stripes': () =>
			step(
				'Trims',
				'Topstitch side-stripe tape',
				sew('topstitch'),
				4 * (v('outseam') || v('inseam') || v('body-length') || UNMEASURED_EDGE),
			),
		fringe: () =>
			step('Trims', 'Attach fringe', sew('edge'), 2 * (v('hem') || v('width') || UNMEASURED_EDGE)),
		'fur-trim': () =>
			step(
				'Trims',
				'Attach fur trim',
				sew('edge'),
				2 * (v('hood-height') || v('collar-length') || v('neck-width') || UNMEASURED_EDGE),
			),
		epaulettes: () =>
			step('Trims', 'Make and attach epaulettes', sew('edge'), 4 * v('epaulette-length')),
		'shoulder-pads': () => step('Trims', 'Set shoulder pads', GOODS_SEWING.handSewn),
		belt: () => step('Trims', 'Make belt and belt loops', sew('edge'), 2 * v('belt-length')),
		bow: () => step('Trims', 'Make and attach bow', sew('edge'), UNMEASURED_EDGE),
		quilted: () =>
			step(
				'Trims',
				'Quilt channels through shell, wadding and lining',
				['301', 10],
				(2 *
					(v('chest') || v('bag-width') || UNMEASURED_EDGE) *
					(v('body-length') || v('cb-length') || v('bag-height') || UNMEASURED_EDGE)) /
					v('channel-width'),
			),
		embroidery: () =>
			step(
				'Trims',
				'Embroider artwork (stitch count on the artwork sheet)',
				GOODS_SEWING.embroidery,
			),
		graphic: () => noSeam('Trims', 'Screen-print artwork at the artwork placement'),
		beading: () => step('Trims', 'Hand-sew beading', GOODS_SEWING.handSewn),
		studs: () => noSeam('Trims', 'Set studs (prong-set)'),
		distressed: () => noSeam('Finishing', 'Distress: abrade and rip by hand, then wash'),
	};
	for (const id of plan.details) if (trims[id]) steps.push(trims[id]());
	return steps;
}
