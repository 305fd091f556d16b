/** Types of png-render.js (plain JavaScript so that a worker thread can load it; see there). */
export function renderPng(svg: string): Buffer;
export function renderPngTask(svg: string): Promise<Buffer>;
