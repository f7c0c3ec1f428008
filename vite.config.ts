import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pictures } from "./scripts/vite-plugin-pictures.ts";

export default defineConfig(({ mode }) => ({
  plugins: [pictures(), reactRouter()],
  css: {
    modules: {
      localsConvention: "camelCaseOnly",
      // Production class names are short hashes: they ship in the CSS, the HTML and the JS
      // of every page. Development keeps the file and class name for reading.
      generateScopedName: mode === "production" ? "_[hash:base64:6]" : "[name]__[local]__[hash:base64:4]",
    },
  },
  build: {
    assetsInlineLimit: 0,
  },
}));
