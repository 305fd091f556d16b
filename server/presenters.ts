import type { Account } from './schemas/account';
import type { Collection } from './schemas/collections';
import type { Design } from './schemas/designs';
import type { Publication } from './schemas/publications';
import type { AccountSummary } from './services/account-service';
import type {
	CollectionRecord,
	DesignRecord,
	EventRecord,
	PublicationRecord,
	WebhookEndpointRecord,
} from './store/types';

const iso = (ms: number) => new Date(ms).toISOString();

/** The API's design object (docs/contract.md "Design object"). */
export function presentDesign(design: DesignRecord, base: string): Design {
	const content = design.content;
	return {
		id: design.id,
		object: 'design',
		status: design.status,
		prompt: design.prompt,
		style: design.style,
		seed: design.seed,
		parent_id: design.parentId,
		edit_instruction: design.editInstruction,
		collection_id: design.collectionId,
		custom_id: design.customId,
		title: content?.title ?? null,
		garment: content?.garment ?? null,
		colors: content?.colors ?? [],
		pattern: content?.pattern ?? null,
		materials: content?.materials ?? [],
		details: content?.details ?? [],
		image: content
			? {
					url: `${base}/v1/designs/${design.id}/image`,
					media_type: 'image/svg+xml',
					width: content.width,
					height: content.height,
				}
			: null,
		...(design.error ? { error: design.error } : {}),
		publication: design.publication ? presentPublication(design.publication, base) : null,
		created_at: iso(design.createdAt),
		updated_at: iso(design.updatedAt),
	};
}

/** The API's collection object (docs/contract.md "Collections"). */
export function presentCollection(collection: CollectionRecord): Collection {
	return {
		id: collection.id,
		object: 'collection',
		name: collection.name,
		style: collection.style,
		brief: collection.brief,
		palette: collection.palette.map((c) => ({ name: c.name, hex: c.hex })),
		status: collection.status,
		request_counts: { ...collection.counts },
		errors: collection.errors.map((e) => ({
			position: e.position,
			custom_id: e.customId,
			code: e.code,
			detail: e.detail,
		})),
		created_at: iso(collection.createdAt),
		completed_at: collection.completedAt === null ? null : iso(collection.completedAt),
		canceled_at: collection.canceledAt === null ? null : iso(collection.canceledAt),
	};
}

/** The API's publication object. */
export function presentPublication(publication: PublicationRecord, base: string): Publication {
	return {
		id: publication.id,
		object: 'publication',
		design_id: publication.designId,
		title: publication.title,
		description: publication.description,
		price: { ...publication.price },
		tags: [...publication.tags],
		visibility: publication.visibility,
		status: publication.status,
		url: `${base}/marketplace/${publication.id}`,
		published_at: iso(publication.publishedAt),
		withdrawn_at: publication.withdrawnAt === null ? null : iso(publication.withdrawnAt),
	};
}

/** The API's account object (docs/contract.md "Account"). */
export function presentAccount({ account, limits, usage }: AccountSummary): Account {
	return {
		id: account.id,
		object: 'account',
		name: account.name,
		plan: account.plan,
		limits: {
			generate_per_minute: limits.generatePerMinute,
			read_per_minute: limits.readPerMinute,
			max_designs: limits.maxDesigns(account.plan),
		},
		usage: {
			designs: usage.designs,
			publications: usage.publications,
			generations_this_month: usage.generationsSince,
		},
	};
}

/**
 * The API's event object (docs/contract.md "Events"): the design or publication as it was then, with its
 * URLs on `base` (the request's for GET /v1/events, the endpoint's for a webhook delivery).
 */
export function presentEvent(event: EventRecord, base: string) {
	const { subject } = event;
	return {
		id: event.id,
		object: 'event' as const,
		type: event.type,
		created_at: iso(event.createdAt),
		data: {
			object:
				subject.kind === 'design'
					? presentDesign(subject.design, base)
					: subject.kind === 'publication'
						? presentPublication(subject.publication, base)
						: presentCollection(subject.collection),
		},
	};
}

/**
 * The API's webhook endpoint object (docs/contract.md "Webhook endpoints"). The secret is shown in the
 * create response only (`withSecret`); every later read leaves it out.
 */
export function presentWebhookEndpoint(endpoint: WebhookEndpointRecord, withSecret = false) {
	return {
		id: endpoint.id,
		object: 'webhook_endpoint' as const,
		url: endpoint.url,
		events: [...endpoint.events],
		description: endpoint.description,
		status: 'enabled' as const,
		...(withSecret ? { secret: endpoint.secret } : {}),
		created_at: iso(endpoint.createdAt),
	};
}
