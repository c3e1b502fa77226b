// Lint rules for the library, its tests, the sandbox and the scripts. `npm run lint`; npm test runs it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', '.sandbox-data/**', 'bench/.peers/**', 'coverage/**', '**/*.d.ts', 'examples/wordpress-plugin/paywall-elements/library/**', 'examples/react-app/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // `let x = fallback; try { x = read() } catch { x = fallback }` states the fallback twice on purpose
      'no-useless-assignment': 'off',
    },
  },
  {
    // what ships to browsers: hooks rules and the declared browsers' API support
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'card-frame/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, compat },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'compat/compat': 'error',
      // the script-tag build renders with Preact's core (shims/react-lite.mjs), which takes DOM event
      // names as the DOM spells them: these React spellings would listen to the wrong event there
      'no-restricted-syntax': ['error',
        {
          selector: "JSXOpeningElement[name.name=/^(input|textarea)$/]:not(:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio|file)$/])) > JSXAttribute[name.name='onChange']",
          message: 'A text field takes onInput (React fires onChange per keystroke; the DOM, and Preact, at commit).',
        },
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^on(Focus|Blur)$/]',
          message: 'Use onFocusCapture / onBlurCapture: React\'s onFocus and onBlur bubble from descendants, the DOM\'s focus and blur (Preact) do not.',
        },
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^onDoubleClick(Capture)?$/]',
          message: 'The DOM event is dblclick, which Preact does not translate from onDoubleClick.',
        },
        {
          selector: "JSXAttribute[name.name='style'] Property > Literal.value[raw=/^[0-9.]/]",
          message: 'Give style values as strings with their unit: Preact does not add px to numbers.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
