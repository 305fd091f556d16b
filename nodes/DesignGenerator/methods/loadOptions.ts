import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { STYLE_CATALOG } from '../styles';
import { CREDENTIAL_TYPE, apiRequest } from '../transport';
import type { ListResponse, Style } from '../types';

/**
 * The style catalog, for the Style dropdowns: the service's once the node has a credential, the
 * contract's until then. n8n's editor asks as soon as the parameter is shown, which for a new node
 * is before n8n attaches its credential; it then skips the reload the credential triggers while
 * that first request is still out, so an error here would stay until the user refreshed the list.
 */
export async function getStyles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const styles = this.getNode().credentials?.[CREDENTIAL_TYPE]
		? ((await apiRequest<ListResponse<Style>>(this, { method: 'GET', path: '/styles' })).data ?? [])
		: STYLE_CATALOG;
	return styles.map((style) => ({
		name: style.name,
		value: style.id,
		description: style.description,
	}));
}

/**
 * The garment ids the design list can be filtered by. The service has no garment endpoint; its
 * OpenAPI document lists the ids as the `garment` parameter of the design list, so that document
 * is the one source (no copy of the list to fall out of date in the node).
 */
export async function getGarments(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const document = await apiRequest<IDataObject>(this, {
		method: 'GET',
		path: '/openapi.json',
		outsideApi: true,
	});
	const garments = garmentIds(document);
	if (garments.length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'The service does not list garment ids in its OpenAPI document',
			{
				description: 'It may predate search: enter a garment id (e.g. hoodie) with an expression.',
			},
		);
	}
	return garments.map((id) => ({ name: garmentName(id), value: id }));
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
