/** The formats a design's image is served in. */
export type ImageFormat = 'svg' | 'png';

/** Image bytes, and how long the PNG render took when this request started one. */
export interface RenderedImage {
	bytes: Buffer;
	renderMs?: number;
}
