// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerBlocks } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'coverage/', '**/*.d.ts', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', URL: 'readonly', performance: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly', WebSocket: 'readonly', fetch: 'readonly', location: 'readonly', navigator: 'readonly', HTMLElement: 'readonly' } },
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'All randomness comes from src/rng.' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  // The layering of docs/architecture.md ("Rules of the layout"), one block per folder: eslint.layers.js.
  ...layerBlocks,
);
