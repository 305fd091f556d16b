/** The caller's account: plan, limits and usage. */
import { Type, type Static } from '@sinclair/typebox';
import { PLANS } from '../store/types';
import { StringEnum } from './common';

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const Account = Type.Object({
	id: Type.String({ examples: ['acct_3Hn8sQ2vLx0aBcR7mN3pW1e'] }),
	object: Type.Literal('account'),
	name: Type.String(),
	plan: StringEnum(PLANS),
	limits: Type.Object(
		{
			generate_per_minute: Count('`POST /v1/generate` requests per key per minute.'),
			read_per_minute: Count('Every other request, per key per minute.'),
			max_designs: Count(
				'Existing (not deleted) designs the account may hold; a generate, variations or edit request past it is refused with 403 `design_quota_exceeded`.',
			),
		},
		{ description: "The server's rate limits for each key, and the account's design quota." },
	),
	usage: Type.Object({
		designs: Count('Existing designs (not deleted), variations included.'),
		publications: Count('Publications with status `published`.'),
		generations_this_month: Count(
			'Designs created since the first of the current month (UTC), deleted ones included.',
		),
	}),
});
export type Account = Static<typeof Account>;
