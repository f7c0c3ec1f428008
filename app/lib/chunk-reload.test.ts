import { expect, test } from "vitest";
import { isChunkLoadError } from "#app/lib/chunk-reload.ts";

test("recognises chunk load failures of Chromium, Firefox and Safari", () => {
  expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(Object.assign(new Error("Loading chunk 12 failed."), { name: "ChunkLoadError" }))).toBe(true);
});

test("other errors are not chunk errors", () => {
  expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
});
