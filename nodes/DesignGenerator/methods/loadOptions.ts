import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { apiRequest } from '../transport';
import type { ListResponse, Style } from '../types';

/** The style catalog of the service, for the Style dropdowns. */
export async function getStyles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const styles = await apiRequest<ListResponse<Style>>(this, { method: 'GET', path: '/styles' });
	return (styles.data ?? []).map((style) => ({
		name: style.name,
		value: style.id,
		description: style.description,
	}));
}
