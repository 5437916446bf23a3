// ESLint for the hand-written TypeScript and scripts: the recommended rules of ESLint and
// typescript-eslint. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
// Generated code (the bindings, the protocol messages) and build output are left out.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "build/",
      ".bench-out/",
      "cdktf.out/",
      "src/bindings/",
      "src/bindings-cdktn/",
      "src/tfplugin/protocol/generated/",
      "examples/**/main.bundle.js",
      "**/.gen/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // require() is how a module is loaded late, on the call that needs it (a start-up
      // measure: src/executable/index.ts), which a static import cannot do
      "@typescript-eslint/no-require-imports": "off",
      // `_name` marks a parameter a contract requires and the implementation does not use
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
);
