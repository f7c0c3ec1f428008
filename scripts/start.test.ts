import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: { start: string };
};
// The machines ship Node 20 as /usr/bin/node: the newcomer's first `npm start`.
const oldNode = ["/usr/bin/node", "/bin/node"].find((file) => {
  if (!existsSync(file)) return false;
  const major = spawnSync(file, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout;
  return Number(major) < 22;
});

test.skipIf(!oldNode)("`npm start` on an old Node says which Node to install, in Korean and English", () => {
  const [command, ...args] = packageJson.scripts.start.split(" ");
  expect(command).toBe("node");
  const run = spawnSync(oldNode as string, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  expect(run.status).toBe(1);
  expect(run.stderr).not.toContain("ERR_UNKNOWN_FILE_EXTENSION");
  expect(run.stderr).toContain(packageJson.engines.node);
  expect(run.stderr).toContain("nvm install 24");
  expect(run.stderr).toContain("Node.js 24를 설치");
  expect(run.stderr).toContain("install Node.js 24");
});

test("the version check compares against engines.node", async () => {
  const { nodeVersionProblem } = await import("./node-version.js");
  expect(nodeVersionProblem("20.20.2", ">=22.22")).toMatch(/Node\.js >=22\.22.*20\.20\.2/);
  expect(nodeVersionProblem("v22.21.9", ">=22.22")).toContain("nvm install 24");
  expect(nodeVersionProblem("22.22.0", ">=22.22")).toBeUndefined();
  expect(nodeVersionProblem("24.21.0", ">=22.22")).toBeUndefined();
  expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
});
