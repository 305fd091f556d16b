/**
 * How shoes, bags, hats, drapes and the small accessories are made: lasted, cemented, blocked,
 * linked, cast. Stitched operations carry their ISO 4915 class and SPI (tables/stitches.ts);
 * operations without a seam say so.
 */
import type { Anatomy } from './anatomy';
import { GOODS_SEWING, SEWING } from './tables/stitches';
import { LABEL_SIZE } from './tables/trims';
import { noSeam, step, type Step } from './step';

export function goodsSteps(anatomy: Anatomy): Step[] {
	const { plan, top } = anatomy;
	const v = (id: string) => top.get(id) ?? 0;
	const f = plan.features;
	const id = plan.garment.id;
	const leather = anatomy.cloth === 'leather';
	const steps: Step[] = [];
	switch (plan.family) {
		case 'footwear':
			steps.push(noSeam('Cutting', 'Click (cut) upper and lining pieces; skive the edges'));
			steps.push(
				step(
					'Closing',
					'Close the upper: vamp, quarters and back seam',
					GOODS_SEWING.shoeClosing,
					2 * (v('insole-length') + 2 * (v('back-height') + v('shaft-height'))),
				),
			);
			if (anatomy.lining)
				steps.push(
					step(
						'Closing',
						'Stitch the lining to the upper at the top line',
						GOODS_SEWING.shoeLining,
						2 * v('insole-length'),
					),
				);
			if (anatomy.zip)
				steps.push(
					step('Closing', 'Set the side zips', GOODS_SEWING.shoeClosing, 4 * anatomy.zip.cm),
				);
			if (f.has('slip-on'))
				steps.push(
					step(
						'Closing',
						'Stitch in the elastic gores',
						GOODS_SEWING.shoeClosing,
						8 * Math.max(v('shaft-height'), v('back-height')),
					),
				);
			if (f.has('ankle-strap'))
				steps.push(
					step(
						'Closing',
						'Make the ankle straps and set the buckles',
						GOODS_SEWING.shoeClosing,
						4 * v('strap-length'),
					),
				);
			if (f.has('lace-up')) steps.push(noSeam('Closing', 'Set eyelets'));
			steps.push(
				noSeam('Lasting', 'Insert toe puff and heel counter; last the upper and heat-set'),
			);
			steps.push(soleStep(id, v('outsole-length'), v('insole-length')));
			steps.push(noSeam('Finishing', 'Insert sock lining, clean, polish, pair and box'));
			return steps;
		case 'bag': {
			const sewing = leather ? GOODS_SEWING.bagLeather : GOODS_SEWING.bagTextile;
			steps.push(
				noSeam(
					'Cutting',
					leather ? 'Cut panels; skive leather edges' : 'Cut panels; fuse stiffener',
				),
			);
			steps.push(
				step(
					'Body',
					'Join front, back and gusset',
					sewing,
					2 * (2 * v('bag-height') + v('bag-width')),
				),
			);
			if (v('handle-length') + v('strap-max') > 0)
				steps.push(
					step(
						'Handles',
						'Make handles and strap; attach and bartack',
						sewing,
						2 * (v('handle-length') + v('strap-max')),
					),
				);
			if (anatomy.zip)
				steps.push(
					step('Closure', `Set the ${anatomy.zip.placement} zip`, sewing, 2 * anatomy.zip.cm),
				);
			if (anatomy.lining)
				steps.push(
					step(
						'Lining',
						'Make lining with slip pocket, drop in, stitch the top edge',
						GOODS_SEWING.binding,
						2 * (v('top-width') || v('bag-width')) + 2 * v('bag-height'),
					),
				);
			steps.push(
				leather
					? noSeam('Finishing', 'Paint and burnish the edges')
					: step('Finishing', 'Bind the inside seams', GOODS_SEWING.binding, 2 * v('bag-height')),
			);
			break;
		}
		case 'headwear':
			steps.push(...hatSteps(anatomy, v));
			break;
		default:
			steps.push(...accessorySteps(anatomy, v));
			if (anatomy.lining)
				steps.push(
					step(
						'Lining',
						`Make the lining and bag it in (${anatomy.lining.placement})`,
						GOODS_SEWING.glove,
						2 * v('glove-length'),
					),
				);
	}
	if (f.has('quilted'))
		steps.push(
			step(
				'Trims',
				'Quilt the channels',
				GOODS_SEWING.bagTextile,
				(2 * v('bag-width') * v('bag-height')) / Math.max(1, v('channel-width')),
			),
		);
	if (f.has('embroidery'))
		steps.push(
			step(
				'Trims',
				'Embroider artwork (stitch count on the artwork sheet)',
				GOODS_SEWING.embroidery,
			),
		);
	if (f.has('beading')) steps.push(step('Trims', 'Hand-sew beading', GOODS_SEWING.handSewn));
	if (f.has('studs')) steps.push(noSeam('Trims', 'Set studs (prong-set)'));
	if (f.has('fringe')) steps.push(noSeam('Trims', 'Knot or attach fringe'));
	steps.push(noSeam('Finishing', 'Inspect against the measurements; tag and pack'));
	return steps;
}

/** How a shoe's sole goes on. */
function soleStep(id: string, outsole: number, insole: number): Step {
	switch (id) {
		case 'sneakers':
			return step(
				'Soling',
				'Cement the cupsole, then stitch its sidewall',
				GOODS_SEWING.soleStitch,
				4 * outsole,
			);
		case 'shoes':
			return step(
				'Soling',
				'Goodyear welt: stitch the welt, then the outsole to the welt',
				GOODS_SEWING.soleStitch,
				4 * outsole,
			);
		case 'loafers':
			return step(
				'Soling',
				'Hand-sew the moccasin apron; cement the sole',
				GOODS_SEWING.handSewn,
				4 * insole,
			);
		case 'slippers':
			return step('Soling', 'Stitch the sole to the upper', GOODS_SEWING.soleStitch, 4 * outsole);
		case 'flip-flops':
			return noSeam('Soling', 'Plug the toe post and straps through the footbed');
		case 'clogs':
			return noSeam('Soling', 'Injection-mould in one piece; trim the flash');
		case 'sandals':
			return noSeam('Soling', 'Cement the straps between the footbed layers');
		default:
			return noSeam('Soling', 'Cement the outsole; nail and cement the heel');
	}
}

function hatSteps(anatomy: Anatomy, v: (id: string) => number): Step[] {
	const { plan } = anatomy;
	if (plan.garment.id === 'beanie')
		return [
			noSeam('Knitting', 'Knit the body and cuff on a flat knitting machine'),
			step(
				'Linking',
				'Link the crown closing and the back seam',
				GOODS_SEWING.linking,
				v('length') + 2 * v('crown-depth'),
			),
			...(plan.features.has('pom-pom') ? [noSeam('Trims', 'Attach pom-pom')] : []),
		];
	const material = plan.materials[0];
	const crown =
		plan.garment.id === 'cap'
			? [
					step(
						'Crown',
						'Join six crown panels; tape the seams',
						GOODS_SEWING.capPanel,
						6 * v('crown-height') * 1.3,
					),
					step('Visor', 'Stitch the visor rows', GOODS_SEWING.capVisor, 8 * v('visor-width')),
					noSeam('Crown', 'Attach top button; set the back strap'),
				]
			: material === 'felt' || material === 'wool'
				? [noSeam('Blocking', 'Block crown and brim on hat blocks; steam-set and stiffen')]
				: material === 'straw'
					? [
							step(
								'Crown',
								'Sew the braid in a spiral, crown then brim',
								GOODS_SEWING.strawBraid,
								20 * v('head-girth'),
							),
							noSeam('Blocking', 'Block and stiffen'),
						]
					: [
							step(
								'Crown',
								'Join crown and brim; topstitch the brim rows',
								GOODS_SEWING.capPanel,
								2 * v('head-girth') + 6 * v('brim-width'),
							),
						];
	return [
		...crown,
		step('Finishing', 'Sew in the sweatband', GOODS_SEWING.sweatband, v('head-girth')),
		...(plan.garment.id === 'hat'
			? [step('Finishing', 'Tack the hat band', GOODS_SEWING.handSewn)]
			: []),
	];
}

function accessorySteps(anatomy: Anatomy, v: (id: string) => number): Step[] {
	const { plan } = anatomy;
	const seam = SEWING[anatomy.cloth];
	switch (plan.garment.id) {
		case 'belt':
			return [
				noSeam('Cutting', 'Cut the strap; skive and fold the buckle end'),
				step('Strap', 'Edge-stitch the strap', GOODS_SEWING.bagLeather, 2 * v('belt-length')),
				noSeam('Strap', 'Paint and burnish the edges; punch the holes'),
				noSeam('Hardware', 'Fit buckle and keeper with Chicago screws'),
			];
		case 'scarf':
		case 'dupatta':
		case 'saree':
			return [
				step('Edges', 'Roll-hem the edges', GOODS_SEWING.rolledHem, 2 * (v('length') + v('width'))),
				step(
					'Label',
					'Sew on the label at the label placement',
					GOODS_SEWING.bagTextile,
					2 * (LABEL_SIZE.width + LABEL_SIZE.height),
				),
			];
		case 'tie':
			return [
				noSeam('Cutting', 'Cut blade, neck and tail on the bias'),
				step('Body', 'Slip-stitch the centre fold by hand', GOODS_SEWING.handSewn, v('length')),
				step('Body', 'Attach tipping at both ends', ['301', 14], 4 * v('blade-width')),
				step('Body', 'Bartack the keeper', GOODS_SEWING.bartack),
			];
		case 'socks':
			return [
				noSeam('Knitting', 'Knit in the round on a circular sock machine (heel and toe pouched)'),
				step('Linking', 'Link the toe closed', GOODS_SEWING.linking, 4 * v('flat-width')),
				noSeam('Finishing', 'Board, pair and label'),
			];
		case 'gloves':
			return anatomy.cloth === 'leather'
				? [
						noSeam('Cutting', 'Cut and stretch the trank, fourchettes and thumb'),
						step(
							'Body',
							'Sew fingers, fourchettes and thumb',
							GOODS_SEWING.glove,
							2 * (2 * v('glove-length') + 8 * v('middle-finger')),
						),
					]
				: [
						noSeam('Knitting', 'Knit fingers and hand on a glove machine'),
						step('Linking', 'Close the fingertips', GOODS_SEWING.linking, 10 * v('flat-width')),
					];
		case 'bra':
			return [
				step('Cups', 'Join cup sections; set underwire channel', ['301', 14], 4 * v('cup-width')),
				step(
					'Band',
					'Attach underband and neckline elastics',
					GOODS_SEWING.lingerieElastic,
					2 * v('underband') + 4 * v('cup-width'),
				),
				step(
					'Band',
					'Attach hook-and-eye tape and straps with rings and sliders',
					['301', 14],
					4 * v('strap-length'),
				),
			];
		case 'briefs':
			return [
				step(
					'Body',
					'Join side seams; attach gusset',
					seam.seam,
					2 * v('side-height') + 2 * v('gusset-width'),
				),
				step(
					'Edges',
					'Attach waist and leg elastics',
					GOODS_SEWING.lingerieElastic,
					2 * v('waistband') + 4 * v('leg-opening'),
				),
			];
		case 'boxers':
			return [
				step(
					'Body',
					'Join rise and inseams',
					seam.seam,
					v('front-rise') + v('back-rise') + 2 * v('inseam'),
				),
				step('Waist', 'Enclose elastic in the waistband', seam.elastic, 2 * v('waistband')),
				step('Hem', 'Hem legs', seam.hem, 4 * v('leg-opening')),
			];
		case 'sunglasses':
			return [
				noSeam('Frame', 'Mill front and temples from acetate sheet (or solder a metal front)'),
				noSeam('Frame', 'Insert hinges; tumble and polish'),
				noSeam('Assembly', 'Cut and fit lenses; screw on the temples; adjust'),
			];
		case 'watch':
			return [
				noSeam('Assembly', 'Case the movement; fit dial and hands'),
				noSeam('Assembly', 'Press in the crystal; close the case back; water-resistance test'),
				noSeam('Assembly', 'Fit the strap on spring bars'),
			];
		default:
			// Necklaces, earrings, bracelets, rings.
			return [
				noSeam('Metalwork', 'Cast or stamp the pieces; solder links and jump rings'),
				noSeam('Metalwork', 'Polish and plate'),
				noSeam('Assembly', 'Fit the clasp, posts or setting'),
			];
	}
}
