// The house's lint (docs/decisions/0006-lint-format-and-boundaries.md): typescript-eslint with the
// type-checked rules that catch real bugs (floating promises, misused promises, unsafe any flows are
// left to `strict` TypeScript), React's hook rules, jsx-a11y for the screens, and Prettier owns layout.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The module seam (docs/ARCHITECTURE.md, "Modules"): a module is one folder per half, and others use
 * it only through that folder's index.ts. Modules are layered in this order, and a module uses only
 * modules listed before it, so no two modules can loop. A new tab goes where its imports put it.
 */
const moduleLayers = [
  'stock',
  'manpower',
  'training',
  'resource_allocation',
  'parts',
  'defects',
  'scheduled',
  'notifications',
  'settings',
  'on_call',
  'de_icing',
  'home',
  'status_view',
  'reporting',
  'account',
  'errors',
  'settings-area',
];

function moduleSeam() {
  const later = (name) => moduleLayers.slice(moduleLayers.indexOf(name) + 1);
  return {
    files: ['model/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': [
        { type: 'module', pattern: ['model/modules/*', 'server/modules/*', 'src/pages/*'], capture: ['name'] },
        { type: 'shared', pattern: ['model', 'server', 'src'], capture: ['layer'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'module' } },
              disallow: {
                to: { element: { type: 'module', captured: { name: '!{{ from.captured.name }}' }, internalPath: '!index.{ts,tsx}' } },
              },
              message: '{{ to.captured.name }}\'s files are private: import its index.ts (docs/ARCHITECTURE.md, "Modules")',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'module', internalPath: '!index.{ts,tsx}' } } },
              message: '{{ to.captured.name }}\'s files are private: import its index.ts (docs/ARCHITECTURE.md, "Modules")',
            },
            ...moduleLayers.map((name) => ({
              from: { element: { type: 'module', captured: { name } } },
              disallow: { to: { element: { type: 'module', captured: { name: later(name) } } } },
              message: `${name} comes before {{ to.captured.name }} in the module layers (eslint.config.js): the import would loop`,
            })),
          ],
        },
      ],
    },
  };
}

/**
 * The three layers (docs/ARCHITECTURE.md, "Layers and what may import what"): `src/` and `server/`
 * meet only in `model/`, and `model/` imports neither.
 */
function layerDirections() {
  const forbid = (files, layers) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: layers.map((layer) => ({
            regex: `^(\\.\\./)+${layer}/`,
            message: `${layer}/ is another half of the app: share the piece through model/ (docs/ARCHITECTURE.md).`,
          })),
        },
      ],
    },
  });
  return [forbid(['src/**/*.{ts,tsx}'], ['server']), forbid(['server/**/*.ts'], ['src']), forbid(['model/**/*.ts'], ['server', 'src'])];
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'screenshots/', 'test-results/', 'server/db/migrations/', 'tests/.tmp/', 'bench/.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type-checked rules that pay: a promise nobody awaits loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // `typeof import('…')` stays allowed: it is vitest's idiom for typing a mocked module.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs and the sign-in form focus their first field on open, as MUI's dialogs expect;
      // focus lands inside the announced dialog, which is what a screen-reader user needs.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  moduleSeam(),
  ...layerDirections(),
  {
    // The route registry lazy-loads each screen's own file (a barrel would merge every screen's chunk).
    files: ['src/routes/screens.ts', 'src/routes/routeElements.tsx'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
