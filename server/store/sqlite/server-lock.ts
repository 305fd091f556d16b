/**
 * One server per SQLite file. A server keeps its rate-limit counters in memory and, at start,
 * releases the idempotency claims it finds without an object (left by a process that died): both
 * are right only when it is the file's one server. A second `serve` on the file is refused; the
 * command line's `keys` commands open the database itself, never this lock, and keep working.
 *
 * The lock is a SQLite write lock on a companion file, `<db>-server.lock`, held from start to stop
 * by a connection in exclusive locking mode. It is an fcntl lock, which the operating system drops
 * when the process ends however it ends: a crash or `kill -9` leaves no stale lock behind. The
 * holder's pid is written in the companion file's header (its `user_version`), read by a server
 * that is refused so its message can name the holder. The file itself stays after a stop (deleting
 * it could let two servers each lock a file of that name); it holds nothing else.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DatabasePathError } from '../errors';

/** Where `user_version` sits in a SQLite file's header (a 4-byte big-endian integer). */
const USER_VERSION_OFFSET = 60;

/** The lock files this process holds. */
const held = new Set<string>();

/** Refused start: another server holds the database file. */
export class DatabaseInUseError extends DatabasePathError {
	constructor(
		file: string,
		readonly holderPid: number | undefined,
	) {
		super(
			`${holderPid ? `another server (pid ${holderPid})` : 'another server'} is already serving the database ${file}: stop it first, or give this server another --db (the keys commands work while it runs; several instances need PostgreSQL)`,
			file,
		);
		this.name = 'DatabaseInUseError';
	}
}

export interface ServerLock {
	/** Gives the lock back (a graceful stop); calls after the first do nothing. */
	release(): void;
}

/**
 * Takes the lock of the database at `path` (a file the caller has opened or checked already), or
 * throws DatabaseInUseError naming the holder's pid when another server has it.
 */
export function lockForServer(path: string): ServerLock {
	const file = resolve(path);
	const lockFile = `${file}-server.lock`;
	// Held by this process already (two servers started in one process): said without touching the
	// file, since closing any descriptor of it would drop this process's fcntl lock on it.
	if (held.has(lockFile)) throw new DatabaseInUseError(file, process.pid);
	let lock: Database.Database;
	try {
		// No wait: a holder keeps the lock for its whole run.
		lock = new Database(lockFile, { timeout: 0 });
	} catch (error) {
		throw new DatabasePathError(
			`cannot create the lock file ${lockFile} beside the database (${(error as Error).message}): give this user write access to its folder`,
			file,
			{ cause: error },
		);
	}
	try {
		lock.pragma('locking_mode = EXCLUSIVE');
		// A rollback journal, not WAL: in WAL mode a reader would not need the lock to look.
		lock.pragma('journal_mode = DELETE');
		// Exclusive mode keeps the write lock taken by this transaction until the connection closes.
		lock.transaction(() => lock.pragma(`user_version = ${process.pid}`))();
	} catch (error) {
		lock.close();
		if ((error as { code?: string }).code === 'SQLITE_BUSY')
			throw new DatabaseInUseError(file, holderPid(lockFile));
		throw new DatabasePathError(
			`cannot lock ${lockFile} (${(error as Error).message}): move it away and start again`,
			file,
			{ cause: error },
		);
	}
	held.add(lockFile);
	return {
		release() {
			if (!lock.open) return;
			lock.close();
			held.delete(lockFile);
		},
	};
}

/**
 * The pid the holder wrote, read from the file's bytes: SQLite's own read would wait for the
 * holder's lock, which an fcntl lock does not impose on a plain read.
 */
function holderPid(lockFile: string): number | undefined {
	let fd: number | undefined;
	try {
		fd = openSync(lockFile, 'r');
		const header = Buffer.alloc(4);
		if (readSync(fd, header, 0, 4, USER_VERSION_OFFSET) !== 4) return undefined;
		const pid = header.readUInt32BE(0);
		return pid > 0 ? pid : undefined;
	} catch {
		return undefined;
	} finally {
		if (fd !== undefined) closeSync(fd);
	}
}
