// What a person sees while n8n installs (several minutes, several GB): the step, what is done out
// of what is known, the disk space taken so far, the time, and what comes next.
//
// Everything shown is measured, nothing estimated: the packages come from npm's own log lines
// (`--loglevel=info`: one `http fetch` line per manifest and tarball, one `info run` line when a
// package's install script starts and one when it ends), their total from the lock file that the
// first step writes; the disk figure is the fall in free space on the cache's disk since the
// install began (other programs writing to that disk at the same time count too).
import { statfsSync } from 'node:fs';

/** The install's steps, in order; `next` is what the line announces after the current one. */
export const STEPS = [
	{ title: 'resolving versions', next: 'download and unpack the packages' },
	{ title: 'downloading and unpacking', next: 'install scripts (native modules)' },
	{ title: 'install scripts (native modules)', next: 'check that n8n runs' },
	{ title: 'checking that n8n runs (`n8n --version`)', next: undefined },
];

/**
 * One line of npm's output (`--loglevel=info`, no colour) as an event, or undefined:
 * manifest / tarball fetched (or read from npm's cache), install script started / ended,
 * the closing `added N packages`, or an `npm error` line.
 */
export function parseNpmLine(line) {
	let m = /^npm http fetch GET \d+ (\S+)/.exec(line);
	if (m) return m[1].endsWith('.tgz') ? { kind: 'tarball', url: m[1] } : { kind: 'manifest' };
	m = /^npm http cache \S+?@(https?:\/\/\S+\.tgz) /.exec(line);
	if (m) return { kind: 'tarball', url: m[1] };
	m = /^npm info run (\S+) (preinstall|install|postinstall) \{ code: (\S+), signal: (\S+) \}/.exec(
		line,
	);
	if (m) return { kind: 'script-end', pkg: m[1], event: m[2], ok: m[3] === '0' };
	m = /^npm info run (\S+) (preinstall|install|postinstall) (\S+)/.exec(line);
	if (m) return { kind: 'script-start', pkg: m[1], event: m[2], path: m[3] };
	m = /^added (\d+) packages?/.exec(line);
	if (m) return { kind: 'added', count: Number(m[1]) };
	if (line.startsWith('npm error')) return { kind: 'error', text: line };
	return undefined;
}

function glibc() {
	try {
		return Boolean(process.report?.getReport()?.header?.glibcVersionRuntime);
	} catch {
		return true;
	}
}

/** Does a lock entry's `os`/`cpu`/`libc` list admit this machine? (`!x` excludes x) */
function admits(list, value) {
	if (!Array.isArray(list) || list.length === 0 || value === undefined) return true;
	const denied = list.filter((x) => x.startsWith('!')).map((x) => x.slice(1));
	const allowed = list.filter((x) => !x.startsWith('!'));
	if (denied.includes(value)) return false;
	return allowed.length === 0 || allowed.includes(value);
}

/**
 * What `npm install` will install from a lock file (v2/v3): the packages it fetches, each version
 * once however many folders it is unpacked into (links, bundled and extraneous entries, and
 * other platforms' packages left out), the folders whose install scripts it runs, and the names
 * of those packages; packages named in `skip` are counted apart (their scripts are not run).
 */
export function installPlan(
	lock,
	{ platform = process.platform, arch = process.arch, skip = [] } = {},
) {
	const libc = platform === 'linux' ? (glibc() ? 'glibc' : 'musl') : undefined;
	const versions = new Set();
	const scriptNames = new Set();
	const skippedNames = new Set();
	let scripts = 0;
	for (const [path, entry] of Object.entries(lock?.packages ?? {})) {
		if (path === '' || entry.link || entry.inBundle || entry.extraneous) continue;
		if (!admits(entry.os, platform) || !admits(entry.cpu, arch) || !admits(entry.libc, libc))
			continue;
		const name = entry.name ?? path.replace(/^.*node_modules\//, '');
		versions.add(entry.resolved ?? `${name}@${entry.version}`);
		if (!entry.hasInstallScript) continue;
		if (skip.includes(name)) skippedNames.add(name);
		else {
			scripts++;
			scriptNames.add(name);
		}
	}
	return {
		packages: versions.size,
		scripts,
		scriptNames: [...scriptNames].sort(),
		skippedNames: [...skippedNames].sort(),
	};
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatDuration(ms) {
	const s = Math.max(0, Math.round(ms / 1000));
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function formatBytes(bytes) {
	if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
	return `${Math.max(0, Math.round(bytes / 1e6))} MB`;
}

/** Free bytes on the disk holding `dir`, or undefined where the platform cannot say. */
export function freeBytes(dir) {
	try {
		const s = statfsSync(dir);
		return s.bavail * s.bsize;
	} catch {
		return undefined;
	}
}

/**
 * The counts behind the status line, fed with npm's output lines. Pure (no clock, no I/O), so
 * the same lines always give the same state.
 */
export class InstallState {
	constructor() {
		this.step = 0;
		this.manifests = 0;
		this.tarballs = new Set();
		this.plan = undefined;
		this.added = undefined;
		/** install scripts: path → number of its scripts running now */
		this.running = new Map();
		this.scriptsDone = new Set();
		this.errors = [];
	}

	/** Enter step `index` (0-based in STEPS). */
	enter(index, plan) {
		this.step = index;
		if (plan) this.plan = plan;
	}

	feed(line) {
		const e = parseNpmLine(line);
		if (!e) return;
		if (e.kind === 'manifest') this.manifests++;
		else if (e.kind === 'tarball') this.tarballs.add(e.url);
		else if (e.kind === 'added') this.added = e.count;
		else if (e.kind === 'error') this.errors.push(e.text);
		else if (e.kind === 'script-start') {
			// npm runs install scripts only after every package is unpacked.
			if (this.step === 1) this.step = 2;
			this.running.set(e.path, (this.running.get(e.path) ?? 0) + 1);
			this.scriptsDone.delete(e.path);
		} else if (e.kind === 'script-end') {
			// The end line names the package, not its folder: end the first running one of that name.
			const name = e.pkg.replace(/@[^@]*$/, '');
			const path = [...this.running.keys()].find(
				(p) => p === `node_modules/${name}` || p.endsWith(`/node_modules/${name}`),
			);
			if (path === undefined) return;
			const left = this.running.get(path) - 1;
			if (left > 0) this.running.set(path, left);
			else {
				this.running.delete(path);
				this.scriptsDone.add(path);
			}
		}
	}

	/** The status of the current step, e.g. `812/2031 packages`. */
	describe() {
		if (this.step === 0) return `${plural(this.manifests, 'package manifest')} fetched`;
		if (this.step === 1) {
			const total = this.plan?.packages;
			const done = Math.min(this.tarballs.size, total ?? Infinity);
			// Counted when npm has a tarball (downloaded or from its cache); unpacking follows, which
			// the disk figure shows.
			return `${total ? `${done}/${total}` : done} packages fetched`;
		}
		if (this.step === 2) {
			const total = this.plan?.scripts;
			const running = [...this.running.keys()].map((p) => p.replace(/^.*node_modules\//, ''));
			const done = this.scriptsDone.size;
			return (
				(total ? `${Math.min(done, total)}/${total} packages done` : `${done} packages done`) +
				(running.length ? `, running: ${running.slice(0, 3).join(', ')}` : '')
			);
		}
		return '';
	}
}

/**
 * The status line printer. On a terminal it redraws one line every second; elsewhere (CI, a log)
 * it prints a line every `everyMs` and at each step's end, so a log stays short but alive.
 */
export function createInstallProgress({
	out = process.stderr,
	interactive = Boolean(out.isTTY),
	everyMs = interactive ? 1000 : 30_000,
	diskDir,
	now = () => Date.now(),
} = {}) {
	const state = new InstallState();
	const started = now();
	let stepStarted = started;
	const free0 = diskDir ? freeBytes(diskDir) : undefined;
	let timer;
	let drawn = false;

	const disk = () => {
		if (free0 === undefined) return undefined;
		const free = freeBytes(diskDir);
		return free === undefined ? undefined : free0 - free;
	};
	const line = () => {
		const step = STEPS[state.step];
		const parts = [state.describe()];
		const used = disk();
		if (state.step >= 1 && used !== undefined) parts.push(`disk +${formatBytes(used)}`);
		parts.push(formatDuration(now() - started));
		const status = parts.filter(Boolean).join(' · ');
		const next = step.next ? ` (next: ${step.next})` : '';
		return `  [${state.step + 1}/${STEPS.length}] ${step.title}: ${status}${next}`;
	};
	const draw = () => {
		if (interactive) {
			out.write(`\r\x1b[K${line()}`);
			drawn = true;
		} else out.write(`${line()}\n`);
	};
	const endLine = () => {
		if (interactive && drawn) out.write('\n');
		drawn = false;
	};
	/** The closing line of a step: what it did and how long it took. */
	const summary = (index) => {
		const took = formatDuration(now() - stepStarted);
		const what = [
			`${plural(state.manifests, 'package manifest')} fetched`,
			`${plural(state.tarballs.size, 'package')} unpacked${disk() === undefined ? '' : `, disk +${formatBytes(disk())}`}`,
			`install scripts of ${plural(state.scriptsDone.size, 'package')} run`,
			'n8n runs',
		][index];
		return `  ✓ [${index + 1}/${STEPS.length}] ${STEPS[index].title}: ${what} in ${took}`;
	};
	let lastStep = 0;
	const finishStepsBefore = (index) => {
		for (; lastStep < index; lastStep++) {
			if (interactive) out.write(`\r\x1b[K${summary(lastStep)}\n`);
			else out.write(`${summary(lastStep)}\n`);
			drawn = false;
			stepStarted = now();
		}
	};

	const progress = {
		state,
		/** Start step `index` (0-based); `plan` ({ packages, scripts }) once the lock file is known. */
		step(index, plan) {
			finishStepsBefore(index);
			state.enter(index, plan);
			lastStep = index;
			if (!timer) {
				timer = setInterval(() => {
					finishStepsBefore(state.step);
					draw();
				}, everyMs);
				timer.unref?.();
			}
			draw();
		},
		/** One line of npm's output. */
		feed(text) {
			state.feed(text);
			if (state.step !== lastStep) {
				finishStepsBefore(state.step);
				draw();
			}
		},
		/** Stop printing; `ok` closes the last step with its summary. */
		end(ok) {
			clearInterval(timer);
			timer = undefined;
			if (ok) finishStepsBefore(STEPS.length);
			else endLine();
		},
		elapsed: () => now() - started,
	};
	return progress;
}
