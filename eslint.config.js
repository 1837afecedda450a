import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', 'tools/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/github/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*'],
              message: 'Only src/github/ imports @actions/*: it is the one writer to GitHub.',
            },
          ],
        },
      ],
    },
  },
  ...layeringRules(),
);

/**
 * The layers of src/, lowest first: a module imports only from its own room and the rooms before
 * it, so data flows down the stack once and no import runs back up. The two faces (cli, github)
 * sit on top and never import each other. Checked per depth, so `../` counts are exact.
 */
function layeringRules() {
  const layers = [
    ['util'],
    ['stats'],
    ['model'],
    ['secrets'],
    ['mcp'],
    ['providers'],
    ['judge'],
    ['checks'],
    ['kinds'],
    ['scenario'],
    ['config'],
    ['server-tools'],
    ['authoring'],
    ['run'],
    ['report'],
    ['cli', 'github'],
  ];
  const MAX_DEPTH = 4;
  const configs = [];
  layers.forEach((level, index) => {
    const above = layers.slice(index + 1).flat();
    for (const room of level) {
      const forbidden = [...above, ...level.filter((other) => other !== room)];
      if (forbidden.length === 0) continue;
      for (let depth = 1; depth <= MAX_DEPTH; depth++) {
        const up = '\\.\\./'.repeat(depth);
        configs.push({
          files: [`src/${room}/${'*/'.repeat(depth - 1)}*.ts`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  ...(room === 'github'
                    ? []
                    : [
                        {
                          group: ['@actions/*'],
                          message: 'Only src/github/ imports @actions/*: it is the one writer to GitHub.',
                        },
                      ]),
                  {
                    regex: `^${up}(${forbidden.join('|')})(/|$)`,
                    message: `src/${room}/ never imports from the rooms above it (${forbidden.join(', ')}): the layers are listed in eslint.config.js.`,
                  },
                ],
              },
            ],
          },
        });
      }
    }
  });
  return configs;
}
