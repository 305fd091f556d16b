/**
 * A small XML well-formedness check for the generator's SVG: one root element, every tag closed
 * in order, attributes quoted and unique, only the five predefined entities or character
 * references, no stray '<' or '&' in text. Enough to catch broken escaping without a dependency.
 */
export interface XmlElement {
	name: string;
	attributes: Record<string, string>;
	children: XmlElement[];
	text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

function decode(text: string, at: number): string {
	let out = '';
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (char === '<') throw new Error(`stray '<' in text near ${at + i}`);
		if (char === '&') {
			ENTITY.lastIndex = i;
			const match = ENTITY.exec(text);
			if (!match) throw new Error(`bad entity near ${at + i}: ${text.slice(i, i + 12)}`);
			const entity = match[0];
			out +=
				{ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }[entity] ??
				String.fromCodePoint(
					entity[2] === 'x' ? parseInt(entity.slice(3, -1), 16) : parseInt(entity.slice(2, -1), 10),
				);
			i += entity.length - 1;
		} else {
			out += char;
		}
	}
	return out;
}

export function parseXml(xml: string): XmlElement {
	let i = 0;
	const skipSpace = (): void => {
		while (i < xml.length && /\s/.test(xml[i])) i++;
	};
	if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
	skipSpace();
	const stack: XmlElement[] = [];
	let root: XmlElement | undefined;
	while (i < xml.length) {
		if (xml[i] !== '<') {
			const end = xml.indexOf('<', i);
			const raw = xml.slice(i, end === -1 ? xml.length : end);
			if (stack.length === 0) {
				if (raw.trim() !== '') throw new Error(`text outside the root near ${i}`);
			} else {
				stack[stack.length - 1].text += decode(raw, i);
			}
			i = end === -1 ? xml.length : end;
			continue;
		}
		if (xml.startsWith('<!--', i)) {
			const end = xml.indexOf('-->', i);
			if (end === -1) throw new Error('unclosed comment');
			i = end + 3;
			continue;
		}
		if (xml[i + 1] === '/') {
			const name = NAME.exec(xml.slice(i + 2))?.[0];
			const open = stack.pop();
			if (!name || !open || open.name !== name) throw new Error(`mismatched </${name}> near ${i}`);
			i += 2 + name.length;
			skipSpace();
			if (xml[i] !== '>') throw new Error(`bad end tag near ${i}`);
			i++;
			continue;
		}
		const name = NAME.exec(xml.slice(i + 1))?.[0];
		if (!name) throw new Error(`bad tag near ${i}`);
		i += 1 + name.length;
		const element: XmlElement = { name, attributes: {}, children: [], text: '' };
		if (stack.length > 0) stack[stack.length - 1].children.push(element);
		else if (root) throw new Error('more than one root element');
		else root = element;
		for (;;) {
			const before = i;
			skipSpace();
			if (xml.startsWith('/>', i)) {
				i += 2;
				break;
			}
			if (xml[i] === '>') {
				i++;
				stack.push(element);
				break;
			}
			if (i === before) throw new Error(`attributes must be separated by space near ${i}`);
			const attribute = NAME.exec(xml.slice(i))?.[0];
			if (!attribute) throw new Error(`bad attribute near ${i}`);
			i += attribute.length;
			if (xml[i] !== '=' || (xml[i + 1] !== '"' && xml[i + 1] !== "'"))
				throw new Error(`unquoted attribute ${attribute} near ${i}`);
			const quote = xml[i + 1];
			const end = xml.indexOf(quote, i + 2);
			if (end === -1) throw new Error('unclosed attribute value');
			if (attribute in element.attributes) throw new Error(`duplicate attribute ${attribute}`);
			element.attributes[attribute] = decode(xml.slice(i + 2, end), i + 2);
			i = end + 1;
		}
	}
	if (!root) throw new Error('no root element');
	if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
	return root;
}

export function findAll(element: XmlElement, name: string): XmlElement[] {
	return [
		...(element.name === name ? [element] : []),
		...element.children.flatMap((child) => findAll(child, name)),
	];
}
