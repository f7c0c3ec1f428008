/**
 * The server bundle's entry (build/server/index.js): React Router's server build and the Node
 * server bundled together, so the server and the app share one copy of every module.
 */
export * from "virtual:react-router/server-build";
export { startServer } from "./main.ts";
