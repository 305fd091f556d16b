/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Transpile only (about 3x faster); `npm run typecheck` does the type checking.
		'^.+\\.ts$': ['ts-jest', { isolatedModules: true, diagnostics: false }],
	},
	setupFilesAfterEnv: ['<rootDir>/test/setup-env.ts'],
	cacheDirectory: '<rootDir>/.jest-cache',
	testTimeout: 30000,
};
