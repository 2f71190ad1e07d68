import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * One import style (decision 083): "#app/…", "#tests/…", "#server/…" and "#scripts/…" (package.json
 * "imports", which Node, Vite, Vitest and TypeScript all resolve) across folders, "./file" within one, each
 * with its file's extension so that Node can run the server's modules as they are.
 */
const importStyle = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (source) => {
      if (!source || typeof source.value !== "string") return;
      const spec = source.value;
      if (spec.startsWith("~/")) context.report({ node: source, message: `Import "${spec}" as "#app/…".` });
      else if (spec.startsWith("../"))
        context.report({
          node: source,
          message: `Import "${spec}" as "#app/…", "#tests/…", "#server/…" or "#scripts/…", not by a relative path up.`,
        });
      else if ((spec.startsWith("./") || spec.startsWith("#")) && !spec.startsWith("./+types/")) {
        if (!/\.[a-z]+(?:\?[\w-]+)?$/.test(spec))
          context.report({ node: source, message: `Import "${spec}" with its file's extension.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "public/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions: backtracking that grows with the input froze the server once (issue 21).
  regexp.configs.recommended,
  // Code that reads requests: a pattern retried at every start position (the old log redaction) is
  // quadratic or worse even when each try is linear, which no-super-linear-backtracking cannot see.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "regexp/no-super-linear-move": "error" },
  },
  { languageOptions: { globals: { ...globals.node } } },
  // Scripts that run inside a browser page (media rendering).
  { files: ["scripts/media/art/**"], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    plugins: { noema: { rules: { "import-style": importStyle } } },
    rules: { "noema/import-style": "error" },
  },
  // Content modules ship to the browser as plain data: only types may come from zod or a content schema.
  {
    files: ["app/content/**/*.ts"],
    ignores: [
      "app/content/**/schema.ts",
      "app/content/**/*.server.ts",
      "app/content/**/*.test.ts",
      "app/content/validate-content.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Validate content in the schema.ts beside it; import only types here.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["**/schema", "**/schema.ts"],
              message: "Content schemas run at build and test time; import only types here.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Nor may the code that renders content pull a content schema (and zod) into the browser.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/content/**", "app/**/*.server.ts", "app/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#app/content/.*/schema\\.ts$",
              message: "Content schemas run at build and test time; import only types from them.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // tests/ and scripts/ share code only through tests/support/ (which scripts may import), never each other's files.
  {
    files: ["tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/scripts/**"],
              message: "Tests do not import scripts/: move what both use into tests/support/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/tests/**", "!**/tests/support", "!**/tests/support/**"],
              message: "Scripts import only tests/support/ from tests/: move what both use there.",
            },
          ],
        },
      ],
    },
  },
);
