import type { Account, AccountStore, AccountUsage, DesignQuota, Plan } from '../store/types';

/** The per-key rate limits the server was started with, and the account's design quota. */
export interface KeyLimits {
	generatePerMinute: number;
	readPerMinute: number;
	maxDesigns: DesignQuota;
}

/** Existing designs an account may hold by plan (only business and enterprise reach the API). */
const PLAN_MAX_DESIGNS: Record<Plan, number> = {
	free: 100_000,
	starter: 100_000,
	pro: 100_000,
	business: 100_000,
	enterprise: 1_000_000,
};

/** The design quota by plan, or `override` for every plan (`--max-designs-per-account`). */
export function designQuota(override?: number): DesignQuota {
	return (plan) => override ?? PLAN_MAX_DESIGNS[plan];
}

export interface AccountSummary {
	account: Account;
	limits: KeyLimits;
	usage: AccountUsage;
}

/** The first instant of `now`'s month in UTC, in ms since the epoch. */
export function startOfUtcMonth(now: number): number {
	const date = new Date(now);
	return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The caller's account as the API shows it: plan, the limits on its keys, and its usage. */
export class AccountService {
	constructor(
		private readonly store: AccountStore,
		private readonly limits: KeyLimits,
	) {}

	async get(accountId: string, now = Date.now()): Promise<AccountSummary> {
		const [account, usage] = await Promise.all([
			this.store.findAccountById(accountId),
			this.store.countUsage(accountId, startOfUtcMonth(now)),
		]);
		// An authenticated key's account always exists (api_keys references it).
		if (!account) throw new Error(`account ${accountId} of an authenticated key is missing`);
		return { account, limits: this.limits, usage };
	}
}
