/** The style catalogue. */
import { Type } from '@sinclair/typebox';

export const StyleList = Type.Object({
	object: Type.Literal('list'),
	data: Type.Array(
		Type.Object({ id: Type.String(), name: Type.String(), description: Type.String() }),
	),
});
