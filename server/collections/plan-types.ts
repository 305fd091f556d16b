/** What the collection planner is asked for: a line of `count` designs from a brief in words. */
export interface CollectionPlanInput {
	brief: string;
	count: number;
	/** The collection's style id (lowercase, from the catalog). */
	style: string;
	/** Makes the plan deterministic: the same input gives the same plan. */
	seed: number;
}

export interface PaletteColor {
	name: string;
	hex: string;
}

/** One design of the line: a prompt a person can read (why it is in the line), style and seed. */
export interface PlannedItem {
	prompt: string;
	style: string;
	seed: number;
}

export interface CollectionPlan {
	/** At most six colours drawn from the brief; every design's colours are these or neutrals. */
	palette: PaletteColor[];
	items: PlannedItem[];
}
