import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The shared package is imported by domain (`@clinic/shared/patients`), never through its root
// barrel, so a screen pulls in only the rules it uses and each import says where it comes from.
const sharedRoot = {
  name: '@clinic/shared',
  message: "Import from the domain's subpath, e.g. '@clinic/shared/patients'.",
};

const webNotServer = {
  group: ['**/apps/server/**', '@clinic/server*'],
  message: 'The web app talks to the server over HTTP only.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify handlers and hooks are async by convention even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { paths: [sharedRoot] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedRoot],
          patterns: [webNotServer],
        },
      ],
    },
  },
  {
    // Module boundaries (decision 0008): a module reaches another only through what it exports
    // for the purpose (its service, or a small query function), never its tables or repository.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts', '**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedRoot],
          patterns: [
            {
              regex: '^\\.\\./[\\w-]+/[\\w.-]+\\.(table|repository)(\\.ts)?$',
              message:
                "Use the other module's service or exported query function; its tables and repository are its own.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ and db/ hold no domain code: they never reach into a module (decision 0019). The few
    // types every module shares (who acts, who calls) live in kernel/, which imports nothing of ours.
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts', 'apps/server/src/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedRoot],
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'lib/, db/ and kernel/ import nothing from modules/; move the code into the module that owns it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A repository may join another module's tables to read them, but never use its repository.
    files: ['apps/server/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedRoot],
          patterns: [
            {
              regex: '^\\.\\./[\\w-]+/[\\w.-]+\\.repository(\\.ts)?$',
              message: "A repository may read another module's tables, never use its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // Web features do not import each other's internals (components); a feature's api/ query options
    // are its public data contract. What they share to draw goes to components/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedRoot],
          patterns: [
            webNotServer,
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[\\w-]+/(?!api/)',
              message:
                "A feature uses another feature's query options (api/) only, never its components; move shared UI to components/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route files compose features; the tables and forms they show live in features/ (decision 0008).
    files: ['apps/web/src/app/routes/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            sharedRoot,
            { name: '@mantine/core', importNames: ['Table'], message: 'Put the table in a feature (DataTable).' },
            {
              name: 'react-hook-form',
              importNames: ['useForm', 'Controller', 'useFieldArray'],
              message: 'Put the form in a feature.',
            },
          ],
          patterns: [webNotServer],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: globals.node } },
  prettier,
);
