/**
 * The PDF tests read what they render with poppler's tools (pdfinfo, pdftotext, pdfimages,
 * pdftoppm), the ones SPEC.md names as the readers a tech pack must open in without warnings.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ToolRun {
	stdout: string;
	stderr: string;
	status: number | null;
}

/** A folder for this file's PDFs, removed with `cleanup`. */
export function pdfFolder(): { write: (name: string, pdf: Buffer) => string; cleanup: () => void } {
	const dir = mkdtempSync(join(tmpdir(), 'dg-techpack-pdf-'));
	return {
		write: (name, pdf) => {
			const path = join(dir, name);
			writeFileSync(path, pdf);
			return path;
		},
		cleanup: () => rmSync(dir, { recursive: true, force: true }),
	};
}

export function poppler(tool: string, ...args: string[]): ToolRun {
	const run = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	if (run.error) throw run.error;
	return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

/** A page as a greyscale raster: `pixels[y * width + x]`, 0 black to 255 white. */
export function rasterPage(
	path: string,
	page: number,
	dpi: number,
): { width: number; height: number; pixels: Buffer } {
	const run = spawnSync(
		'pdftoppm',
		['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', path],
		{ maxBuffer: 64 * 1024 * 1024 },
	);
	if (run.error) throw run.error;
	// PGM: "P5\n<width> <height>\n255\n" then one byte a pixel.
	const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(run.stdout.subarray(0, 40).toString('latin1'));
	if (!header) throw new Error(`pdftoppm gave no PGM: ${run.stderr.toString()}`);
	return {
		width: Number(header[1]),
		height: Number(header[2]),
		pixels: run.stdout.subarray(header[0].length),
	};
}
