import {
	accessSync,
	chmodSync,
	closeSync,
	constants,
	mkdirSync,
	openSync,
	statSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import Database from 'better-sqlite3';
import { DatabasePathError } from '../errors';

const ELSEWHERE = 'or choose another --db path';

/**
 * Opens the SQLite file at `path` in WAL mode, creating its folder and the file if needed, or
 * throws DatabasePathError saying which path cannot be used, why, and what to do (the folder
 * cannot be made, is not writable, the path is a folder, the file is not a database). The checks
 * run before SQLite's, whose own messages ("unable to open database file") name neither.
 */
export function openDatabaseFile(path: string): Database.Database {
	if (path === ':memory:') return withWal(new Database(path));
	const file = resolve(path);
	const folder = dirname(file);
	if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
		throw new DatabasePathError(
			`${file} is a folder, not a database file: give a file path such as ${join(file, 'design-generator.sqlite')}`,
			file,
		);
	try {
		createFolderPrivately(folder);
	} catch (error) {
		throw folderError(file, folder, error as NodeJS.ErrnoException);
	}
	if (!canWrite(folder))
		throw new DatabasePathError(
			`the folder ${folder} is not writable, and the database ${file} and SQLite's -wal and -shm files beside it are written there: give this user write access to it, ${ELSEWHERE}`,
			file,
		);
	try {
		createFilePrivately(file);
	} catch (error) {
		throw new DatabasePathError(
			`cannot create the database ${file} (${reason(error as NodeJS.ErrnoException)}): ${ELSEWHERE}`,
			file,
			{ cause: error },
		);
	}
	if (!canWrite(file))
		throw new DatabasePathError(
			`the database ${file} is not writable: give this user write access to it (chmod/chown), ${ELSEWHERE}`,
			file,
		);
	let db: Database.Database | undefined;
	try {
		db = new Database(file);
		return withWal(db);
	} catch (error) {
		db?.close();
		throw sqliteError(file, error as Error & { code?: string });
	}
}

function withWal(db: Database.Database): Database.Database {
	db.pragma('journal_mode = WAL');
	return db;
}

function canWrite(path: string): boolean {
	try {
		accessSync(path, constants.W_OK);
		return true;
	} catch {
		return false;
	}
}

function reason(error: NodeJS.ErrnoException): string {
	switch (error.code) {
		case 'EACCES':
		case 'EPERM':
			return 'permission denied';
		case 'EROFS':
			return 'read-only file system';
		case 'ENOSPC':
			return 'no space left on the device';
		default:
			return error.message;
	}
}

function folderError(
	file: string,
	folder: string,
	error: NodeJS.ErrnoException,
): DatabasePathError {
	if (error.code === 'ENOTDIR' || error.code === 'EEXIST') {
		// A part of the folder's path is a file: name it.
		let part = folder;
		while (dirname(part) !== part && !statSync(part, { throwIfNoEntry: false }))
			part = dirname(part);
		return new DatabasePathError(
			`cannot create the folder ${folder} for the database ${file}: ${part} is a file, not a folder; choose another --db path`,
			file,
			{ cause: error },
		);
	}
	return new DatabasePathError(
		`the folder ${folder} for the database ${file} does not exist and cannot be created (${reason(error)}): create it and let this user write to it, ${ELSEWHERE}`,
		file,
		{ cause: error },
	);
}

function sqliteError(file: string, error: Error & { code?: string }): Error {
	switch (error.code) {
		case 'SQLITE_NOTADB':
			return new DatabasePathError(
				`${file} is not a SQLite database (${error.message}): move it away, ${ELSEWHERE}`,
				file,
				{ cause: error },
			);
		case 'SQLITE_CORRUPT':
			return new DatabasePathError(
				`the database ${file} is damaged (${error.message}): restore it from a backup, ${ELSEWHERE}`,
				file,
				{ cause: error },
			);
		case 'SQLITE_READONLY':
		case 'SQLITE_CANTOPEN':
		case 'SQLITE_PERM':
			return new DatabasePathError(
				`cannot write the database ${file} (${error.message}): check that this user can write it and its folder, ${ELSEWHERE}`,
				file,
				{ cause: error },
			);
		default:
			return error;
	}
}

/**
 * The database holds key hashes and every account's prompts: folders this creates are 0700 and a
 * new database file 0600, whatever the umask (SQLite gives its -wal and -shm files the database
 * file's mode). Existing folders and files keep the modes their owner gave them.
 */
function createFolderPrivately(folder: string): void {
	const first = mkdirSync(folder, { recursive: true, mode: 0o700 });
	if (!first) return;
	// mkdir's mode is filtered by the umask: set it on each folder created, outermost first.
	let current = first;
	chmodSync(current, 0o700);
	for (const part of relative(first, folder).split(sep).filter(Boolean)) {
		current = resolve(current, part);
		chmodSync(current, 0o700);
	}
}

function createFilePrivately(file: string): void {
	try {
		closeSync(openSync(file, 'wx', 0o600));
		chmodSync(file, 0o600);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
	}
}
