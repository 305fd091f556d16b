// Two rule sets over one repository:
// - n8n's rules for community nodes over what is published (nodes/, credentials/, package.json);
// - typescript-eslint's recommended rules over everything else (the reference server, tests,
//   scripts and benchmarks), which n8n's rules do not cover and the package does not ship.
import js from '@eslint/js';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const { recommended } = n8nCommunityNodesPlugin.configs;

export default tseslint.config(
	{
		ignores: [
			'dist/**',
			'node_modules/**',
			'coverage/**',
			'.jest-cache/**',
			'docs/**',
			'examples/**',
			// `npm start`'s n8n user folder (git-ignored): n8n's own files, not ours.
			'data/**',
		],
	},
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', 'package.json'],
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: { extraFileExtensions: ['.json'] },
		},
		plugins: { ...recommended.plugins, 'n8n-nodes-base': n8nNodesBase },
		rules: recommended.rules,
	},
	{
		files: ['package.json'],
		rules: n8nNodesBase.configs.community.rules,
	},
	{
		files: ['credentials/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.credentials.rules,
			// Wants a camelCase slug; the community rule credential-documentation-url accepts the full
			// URL we give, and n8n's own node-cli config turns this one off as well.
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.nodes.rules,
			// These two want the literal 'main' in inputs/outputs, which the community rule
			// node-connection-type-literal forbids; n8n's own node-cli config turns them off too.
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
	{
		files: [
			'server/**/*.ts',
			'scripts/**/*.{ts,js,mjs}',
			'bench/**/*.{ts,js,mjs}',
			'test/**/*.{ts,js,mjs}',
			'*.{js,mjs}',
		],
		extends: [js.configs.recommended, ...tseslint.configs.recommended],
		languageOptions: { globals: { ...globals.node } },
		rules: {
			// `const { secret: _secret, ...rest } = x` is how a field is left out of a copy.
			'@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
		},
	},
	{
		files: ['**/*.js'],
		ignores: ['nodes/**', 'credentials/**'],
		languageOptions: { sourceType: 'commonjs' },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	{
		files: ['test/**/*.ts'],
		languageOptions: { globals: { ...globals.jest } },
	},
);
