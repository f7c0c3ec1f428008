import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shortClassNames } from "./scripts/css-class-names.ts";
import { pictures } from "./scripts/vite-plugin-pictures.ts";
import { siteFont } from "./scripts/vite-plugin-site-font.ts";

export default defineConfig(({ mode }) => ({
  plugins: [pictures(), siteFont(), reactRouter()],
  // The server bundle starts at server/build.ts: React Router's server build plus the Node server
  // (React Router's node-custom-server layout), so both are one module graph.
  environments: { ssr: { build: { rollupOptions: { input: "./server/build.ts" } } } },
  css: {
    modules: {
      localsConvention: "camelCaseOnly",
      // Production class names are short hashes (scripts/css-class-names.ts): they ship in the CSS,
      // the HTML and the JS of every page. Development keeps the file and class name for reading.
      generateScopedName:
        mode === "production" ? shortClassNames(import.meta.dirname) : "[name]__[local]__[hash:base64:4]",
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Constants (route paths, copy) inlined where they are used instead of kept as shared bindings.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          groups: [
            {
              // The site's shell and the small shared pieces every page uses, in one chunk (and so
              // one stylesheet) instead of a dozen: each extra file is a request before first paint.
              name: "shell",
              // Not in it: the footer (layout chunk), hydrateLater (home chunk, its one user), the error
              // screen and the interest popup (loaded when needed).
              test: /[\\/]app[\\/](components[\\/](layout[\\/](?!footer\.tsx|error-screen\.tsx)|ui[\\/](spinner|section-heading|page-body|framed-image|disclaimer-list|responsive-image))|lib[\\/](hooks|use-public-env|chunk-reload|web-fonts|when-idle|tracked-promise|visit-source|page-meta|seo)|content[\\/](menus|site|disclaimers|pages[\\/](shared|privacy)))/,
            },
            {
              // The home page's stylesheets in one file: its later sections' code loads lazily, but
              // their styles must be there before first paint (see the home route's `handle`). The figure
              // that the hero and the later sections share joins them (one file fewer on the first load).
              name: "home-styles",
              test: /[\\/]app[\\/]components[\\/]sections[\\/]((home|premium-slider|unit-viewer|vr-viewer)\.module\.css|home-figure\.tsx)/,
            },
          ],
        },
      },
    },
  },
}));
