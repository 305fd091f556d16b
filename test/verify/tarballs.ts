/**
 * Helpers of the verification tests: run a script of scripts/verify as a person would (a child
 * process, its exit code and output), pack the built repository, and make doctored copies of a
 * tarball with one planted fault each. The real sources are never edited.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
	appendFileSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** A cold tools cache installs @n8n/node-cli (about 700 MB), the scanner, Node 22…: minutes. */
export const COLD_CACHE_MS = 10 * 60_000;

/** A shell's environment: without an `npm run` parent's npm_* variables, nor jest's NODE_ENV. */
function cleanEnv(): NodeJS.ProcessEnv {
	const env = { ...process.env };
	for (const k of Object.keys(env)) if (k.startsWith('npm_') || k === 'NODE_ENV') delete env[k];
	return env;
}

export interface ScriptResult {
	code: number | null;
	stdout: string;
	stderr: string;
}

/** Runs `node scripts/verify/<script> ...args` from the repository's root. */
export function runScript(script: string, args: string[]): Promise<ScriptResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [join(ROOT, 'scripts', 'verify', script), ...args], {
			cwd: ROOT,
			env: cleanEnv(),
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (d) => (stdout += d));
		child.stderr.on('data', (d) => (stderr += d));
		child.on('error', reject);
		child.on('close', (code) => resolve({ code, stdout, stderr }));
	});
}

function sh(cmd: string, args: string[], cwd?: string): string {
	const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: cleanEnv() });
	if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
	return r.stdout;
}

/** `npm pack` of the built repository into `dir`; returns the tarball's path. */
export function packFresh(dir: string): string {
	if (!existsSync(join(ROOT, 'dist', 'nodes')))
		throw new Error('dist/nodes is missing: run `npm run build` first');
	sh('npm', ['pack', '--pack-destination', dir, '--loglevel=error'], ROOT);
	const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
	if (!tgz) throw new Error(`npm pack wrote nothing into ${dir}`);
	return join(dir, tgz);
}

/** What a planted fault may do to the unpacked package (its folder is `package/`'s content). */
export interface Edit {
	append?: [file: string, text: string];
	replace?: [file: string, pattern: RegExp, replacement: string];
	write?: [file: string, text: string];
	packageJson?: (pkg: Record<string, unknown>) => void;
}

/** A copy of `tarball` with `edit` applied, as `<dir>/<name>.tgz`. */
export function doctor(tarball: string, dir: string, name: string, edit: Edit): string {
	const work = join(dir, name);
	mkdirSync(work, { recursive: true });
	sh('tar', ['-xzf', tarball, '-C', work]);
	const pkgDir = join(work, 'package');
	const at = (file: string) => join(pkgDir, file);
	if (edit.append) appendFileSync(at(edit.append[0]), edit.append[1]);
	if (edit.replace) {
		const [file, pattern, replacement] = edit.replace;
		const before = readFileSync(at(file), 'utf8');
		const after = before.replace(pattern, replacement);
		if (after === before) throw new Error(`${name}: ${pattern} matches nothing in ${file}`);
		writeFileSync(at(file), after);
	}
	if (edit.write) {
		mkdirSync(join(at(edit.write[0]), '..'), { recursive: true });
		writeFileSync(at(edit.write[0]), edit.write[1]);
	}
	if (edit.packageJson) {
		const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8'));
		edit.packageJson(pkg);
		writeFileSync(at('package.json'), JSON.stringify(pkg, null, 2));
	}
	const out = join(dir, `${name}.tgz`);
	sh('tar', ['-czf', out, '-C', work, 'package']);
	return out;
}
