// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/** The layers of ARCHITECTURE.md, highest first: a layer may import only the layers after it. */
const LAYERS = ['app', 'features', 'schema-ui', 'components', 'lib', 'generated'];
const layerZones = LAYERS.slice(1).map((layer, i) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(0, i + 1).map((above) => `./src/${above}`),
  message: `src/${layer} sits below ${LAYERS.slice(0, i + 1).join(', ')} and must not import from there.`,
}));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other: compose them in src/app.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'studio/dist',
      'studio/dist.*',
      'node_modules',
      'src/generated',
      'test-results',
      'playwright-report',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['src/**/*.{ts,tsx}', 'studio/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-globals': ['error', { name: 'eval', message: 'No eval in this code base.' }],
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The production server runs in front of any gateway: the mock is mounted beside it only by the dev tools.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './mock-gateway',
              message: 'The production server imports nothing of the mock.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function() in the browser bundle.' },
        {
          selector: "MemberExpression[object.name='localStorage'][property.name=/token/i]",
          message: 'Tokens live only in sessionStorage.',
        },
      ],
    },
  },
);
