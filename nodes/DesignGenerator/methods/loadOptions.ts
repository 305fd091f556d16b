import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { readListPage } from '../shapes/lists';
import { isId, isPlainObject } from '../shapes/objects';
import { STYLE_CATALOG } from '../styles';
import { CREDENTIAL_TYPE, apiRequestWithResponse } from '../transport';

/**
 * The style catalog, for the Style dropdowns: the service's once the node has a credential and
 * the service lists its styles (objects or plain names), the contract's until then or otherwise. n8n's editor asks as soon as the parameter is shown, which for a new node
 * is before n8n attaches its credential; it then skips the reload the credential triggers while
 * that first request is still out, so an error here would stay until the user refreshed the list.
 */
export async function getStyles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	if (!this.getNode().credentials?.[CREDENTIAL_TYPE]) return catalogOptions();
	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'GET',
		path: '/styles',
		returnStatuses: NOT_OFFERED,
	});
	// A service without a style list: the contract's catalog; an expression can give any other.
	if (NOT_OFFERED.includes(response.statusCode)) return catalogOptions();
	const styles = readListPage(response.body, response.headers, '/styles', 0)?.items ?? [];
	const options = styles.flatMap((style) => {
		const value = [style.id, style.slug, style.value, style.key, style.name].find(isId);
		if (value === undefined) return [];
		const name = [style.name, style.title, style.label, style.display_name, value].find(isId);
		const description = typeof style.description === 'string' ? style.description : undefined;
		return [{ name: String(name), value: String(value), description }];
	});
	return options.length > 0 ? options : catalogOptions();
}

/** Answers of a service that has no such endpoint. */
const NOT_OFFERED = [404, 405, 501];

function catalogOptions(): INodePropertyOptions[] {
	return STYLE_CATALOG.map((style) => ({
		name: style.name,
		value: style.id,
		description: style.description,
	}));
}

/**
 * The garment ids the design list can be filtered by, where the service's OpenAPI document lists
 * them as the `garment` parameter of the design list (the reference server's does): that document
 * is the one source, with no copy of the list to fall out of date in the node.
 */
export async function getGarments(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const response = await apiRequestWithResponse<unknown>(this, {
		method: 'GET',
		path: '/openapi.json',
		outsideApi: true,
		returnStatuses: NOT_OFFERED,
	});
	// No document, or none that lists garments: an empty list; an expression can give an id.
	if (!isPlainObject(response.body)) return [];
	return garmentIds(response.body).map((id) => ({ name: garmentName(id), value: id }));
}

/** The enum of the `garment` query parameter of `GET …/designs`, wherever the document puts it. */
function garmentIds(document: IDataObject): string[] {
	const paths = (document.paths ?? {}) as Record<string, IDataObject>;
	for (const [path, item] of Object.entries(paths)) {
		if (!path.endsWith('/designs')) continue;
		const parameters = ((item.get as IDataObject | undefined)?.parameters ?? []) as IDataObject[];
		const garment = parameters.find((p) => p.name === 'garment' && p.in === 'query');
		const schema = (garment?.schema ?? {}) as IDataObject;
		const values = Array.isArray(schema.enum)
			? schema.enum
			: ((schema.anyOf ?? schema.oneOf ?? []) as IDataObject[]).map((s) => s.const);
		const ids = values.filter((value): value is string => typeof value === 'string');
		if (ids.length > 0) return ids;
	}
	return [];
}

/** `t-shirt` → `T-Shirt`, `cargo-pants` → `Cargo Pants`. */
function garmentName(id: string): string {
	const words = id.split('-');
	const joinWithHyphen = words.length === 2 && words[0].length === 1;
	return words
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(joinWithHyphen ? '-' : ' ');
}
