/**
 * The server bundle's entry (vite.config.ts builds it into build/server/index.js): React Router's
 * server build, which prerendering reads as before, and the Node server around it, bundled
 * together so the server and the app share one copy of every module.
 */
export * from "virtual:react-router/server-build";
export { startServer } from "./main.ts";
