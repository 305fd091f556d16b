// Lint for the published package: n8n's rules for community nodes over nodes/, credentials/ and
// package.json (the server, tests and tools are not part of the package and are not linted here).
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import tseslint from 'typescript-eslint';

const { recommended } = n8nCommunityNodesPlugin.configs;

export default tseslint.config(
	{
		ignores: ['dist/**', 'node_modules/**', 'server/**', 'test/**', 'scripts/**', 'bench/**', 'docs/**', 'examples/**'],
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
);
