import { Flat } from '../flat';
import { flip, mirror } from '../geometry';

/**
 * Draws what `draw` draws, mirrored across the centre line: what is on one side of the front is
 * on the other side seen from behind.
 */
export function mirrored(flat: Flat, draw: (into: Flat) => void): void {
	const into = new Flat();
	draw(into);
	for (const mark of into.marks)
		if (mark.type === 'piece') flat.piece(flip(mark.segs), mark.fill);
		else if (mark.type === 'line') flat.line(flip(mark.segs), mark.kind);
		else flat.dot(mirror(mark.at), mark.r, mark.fill);
}
