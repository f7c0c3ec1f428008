// `npm start`: checks the Node version before any TypeScript is loaded, then runs scripts/start.ts.
import { requireSupportedNode } from "./node-version.js";

requireSupportedNode();
await import("./start.ts");
