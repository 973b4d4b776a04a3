// Lint for the whole monorepo: type-aware TypeScript rules, React hooks rules in the web app,
// and the one-way imports of architecture.md (contract -> api, contract -> web; in the web app
// components/ui and lib -> features -> app; features never import each other).
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import userFacingText from './eslint-rules/user-facing-text.js';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  // Every text a person reads goes through the translation library (issue 25); tests assert on
  // what the English screens say, so they may write it.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'user-facing-text': userFacingText },
    rules: { 'user-facing-text/no-literal': 'error' },
  },
  // A control that opens a dialog says so (aria-haspopup="dialog", issue 25): a button spreads
  // useDialogState's opener(), a row menu's items say it by themselves (RowActionsMenu), and an
  // element that opens one from its own handler writes the attribute. The browser walk
  // (e2e/every-route.spec.ts) opens what says so and reads each dialog in every language.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name=/^open(Dialog)?$/]',
          "CallExpression[callee.property.name='open']",
          "JSXExpressionContainer > MemberExpression[property.name='open']",
        ].map((opens) => ({
          selector: `JSXOpeningElement:not(:has(JSXAttribute[name.name='aria-haspopup'])) > JSXAttribute[name.name=/^on[A-Z]/] ${opens}`,
          message:
            'A control that opens a dialog says aria-haspopup="dialog": spread useDialogState\'s opener(...) (or pass it down) instead of calling open in a handler.',
        })),
      ],
    },
  },
  // Tests may poke at values the types do not promise; they are asserting on them.
  {
    files: ['**/*.test.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // One-way imports.
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrict([
      {
        group: ['**/apps/**', '@school/api', '@school/web'],
        message: 'The contract depends on nothing of ours.',
      },
    ]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([
      { group: ['**/apps/web/**', '@school/web'], message: 'The API does not import the web app.' },
    ]),
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**', '@school/api', '**/apps/api/**'],
        message: 'components/ui and lib are imported by features and app, never the other way.',
      },
    ]),
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: [
          ...features
            .filter((f) => f !== feature)
            .flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}/**`]),
          '@/app/*',
          '**/src/app/**',
          '@school/api',
          '**/apps/api/**',
        ],
        message: 'A feature imports components/ui, lib and the contract, never another feature or app/.',
      },
    ]),
  })),
);
