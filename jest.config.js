/**
 * Two projects: everything on the embedded SQLite store, and the server suites (test/server) once
 * more on PostgreSQL, in a throwaway cluster (scripts/pg/cluster.js) started for the run. Select
 * one with `--selectProjects sqlite` or `--selectProjects postgres`. Outside CI, without
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
			// What only the PostgreSQL store has (multi-instance: SQLite is one process per file).
			testPathIgnorePatterns: [
				'/node_modules/',
				'<rootDir>/test/server/(postgres|multi-instance)\\.test\\.ts$',
			],
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
	return { projects, testTimeout: 30000 };
};
