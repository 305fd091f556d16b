/**
 * Three projects: everything on the embedded SQLite store; the attack suites (test/attack), run
 * on their own (see below); and the server suites (test/server) once more on PostgreSQL, in a
 * throwaway cluster (scripts/pg/cluster.js) started for the run. Select one with
 * `--selectProjects sqlite` (or attack, or postgres). Outside CI, without
 * PostgreSQL installed, the postgres project is left out with a note; in CI (`CI` set) it always
 * runs, so a missing PostgreSQL fails the run.
 */
const shared = {
	testEnvironment: 'node',
	testMatch: ['**/*.test.ts'],
	transform: {
		// Transpile only (about 3x faster); `npm run typecheck` does the type checking.
		'^.+\\.ts$': ['ts-jest', { isolatedModules: true, diagnostics: false }],
	},
	setupFilesAfterEnv: ['<rootDir>/test/setup-env.ts'],
	cacheDirectory: '<rootDir>/.jest-cache',
};

/** @type {() => Promise<import('jest').Config>} */
module.exports = async () => {
	const { findPgBin } = await import('./scripts/pg/cluster.js');
	const projects = [
		{
			...shared,
			displayName: 'sqlite',
			roots: ['<rootDir>/test'],
			// What only the PostgreSQL store has (multi-instance: SQLite is one process per file), and
			// the attack suites (their own project).
			testPathIgnorePatterns: [
				'/node_modules/',
				'<rootDir>/test/server/(postgres|multi-instance)\\.test\\.ts$',
				'<rootDir>/test/attack/',
			],
			globals: { DG_TEST_STORE: 'sqlite' },
		},
		{
			// Black-box suites against server processes, with load and timing bounds: `npm test` runs
			// them after the others, in band, so no other suite competes for the 2 cores they measure.
			...shared,
			displayName: 'attack',
			roots: ['<rootDir>/test/attack'],
			globals: { DG_TEST_STORE: 'sqlite' },
		},
	];
	if (findPgBin() || process.env.CI) {
		projects.push({
			...shared,
			displayName: 'postgres',
			roots: ['<rootDir>/test/server'],
			globals: { DG_TEST_STORE: 'postgres' },
			globalSetup: '<rootDir>/test/harness/postgres-setup.js',
			globalTeardown: '<rootDir>/test/harness/postgres-teardown.js',
		});
	} else {
		process.stderr.write(
			'note: PostgreSQL is not installed (/usr/lib/postgresql/<version>/bin): the server suites run on SQLite only. ' +
				'Install Debian\'s "postgresql" package to run them on PostgreSQL too (CI requires it).\n',
		);
	}
	// The suites mostly wait (on server processes, PostgreSQL, timers), not compute: jest's default
	// of one worker per core but one left a 2-core machine idle (sqlite + postgres projects: 680 s
	// in one worker at a load average near 1, 325 s in three). The attack project runs in band
	// regardless (`--runInBand` in package.json), since its suites measure.
	return { projects, testTimeout: 30000, maxWorkers: 3 };
};
