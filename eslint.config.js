// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerBlocks } from './scripts/lint-layers.js';

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
  // The layering of docs/architecture.md ("Rules of the layout"), one block per folder: scripts/lint-layers.js.
  ...layerBlocks,
  // Variants are data: a profile's seed never chooses a citation or a behaviour in code. A procedure rule's citation
  // is in the profile's `cites` (citeOf, src/rules/cites.ts); a behaviour is a cited profile parameter.
  // (Its own block so other rule blocks merge cleanly; a later block setting no-restricted-syntax for src/ replaces this one.)
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['left', 'right'].map((side) => ({
          selector: `BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.${side}[property.name='seed']`,
          message: "No branch on a profile's seed: put the citation in the profile's `cites` (citeOf, src/rules/cites.ts) or the behaviour in a cited profile parameter.",
        })),
        {
          selector: "SwitchStatement > MemberExpression.discriminant[property.name='seed']",
          message: "No switch on a profile's seed: put the citation in the profile's `cites` (citeOf, src/rules/cites.ts) or the behaviour in a cited profile parameter.",
        },
        {
          selector: "MemberExpression[computed=true] > MemberExpression.property[property.name='seed']",
          message: "No table indexed by a profile's seed: the profile carries its own data (its `cites`, its cited parameters).",
        },
      ],
    },
  },
);
