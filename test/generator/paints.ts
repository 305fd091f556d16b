import type { XmlElement } from './xml';

/**
 * Every paint an SVG uses: each fill, stroke and stop colour with the element that carries it
 * and the opacity it is seen at (its own `*-opacity`, or the nearest ancestor's, times every
 * `opacity` on the way up).
 */
export interface UsedPaint {
	attribute: 'fill' | 'stroke' | 'stop-color';
	/** Lower case, #rgb written out as #rrggbb; 'none' and url(#…) as they are. */
	value: string;
	opacity: number;
	element: XmlElement;
	/** The chain of element names from the root, for messages: "svg > defs > pattern > path". */
	path: string;
}

const OPACITY = { fill: 'fill-opacity', stroke: 'stroke-opacity', 'stop-color': 'stop-opacity' };

const normalize = (value: string): string => {
	const text = value.trim().toLowerCase();
	return /^#[0-9a-f]{3}$/.test(text)
		? `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`
		: text;
};

export function paintsOf(root: XmlElement): UsedPaint[] {
	const out: UsedPaint[] = [];
	const walk = (element: XmlElement, ancestors: XmlElement[]): void => {
		const chain = [...ancestors, element];
		for (const attribute of ['fill', 'stroke', 'stop-color'] as const) {
			const value = element.attributes[attribute];
			if (value === undefined) continue;
			const own = [...chain]
				.reverse()
				.find((node) => node.attributes[OPACITY[attribute]] !== undefined);
			let opacity = own ? Number(own.attributes[OPACITY[attribute]]) : 1;
			for (const node of chain)
				if (node.attributes.opacity !== undefined) opacity *= Number(node.attributes.opacity);
			out.push({
				attribute,
				value: normalize(value),
				opacity,
				element,
				path: chain.map((node) => node.name).join(' > '),
			});
		}
		for (const child of element.children) walk(child, chain);
	};
	walk(root, []);
	return out;
}
