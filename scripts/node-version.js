/**
 * Plain JavaScript on purpose: it must run on an old Node that cannot load TypeScript, to say
 * which Node to install instead of failing with ERR_UNKNOWN_FILE_EXTENSION ".ts".
 * The required version is package.json's `engines.node` (a `>=major.minor[.patch]` range).
 */
import { readFileSync } from "node:fs";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The message to print when `version` does not satisfy `required`, or undefined when it does. */
export function nodeVersionProblem(version = process.versions.node, required = packageJson.engines.node) {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(required);
  if (!minimum) throw new Error(`package.json engines.node must be ">=x.y.z", not ${required}`);
  const have = version.replace(/^v/, "").split(".").map(Number);
  const want = minimum.slice(1).map((part) => Number(part ?? 0));
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > want[i]) return undefined;
    if ((have[i] ?? 0) < want[i]) {
      return [
        `이 프로젝트는 Node.js ${required}가 필요합니다 (현재 ${version}). Node.js 24를 설치한 뒤 다시 실행하세요:`,
        `This project needs Node.js ${required} (this is ${version}). Please install Node.js 24 and run it again:`,
        "  nvm install 24 && nvm use 24      # 또는/or: nvm install (reads .nvmrc)",
        "  https://nodejs.org/  (LTS 24)",
        "그 다음/then: npm ci && npm start",
      ].join("\n");
    }
  }
  return undefined;
}

/** Exits with 1 and the message when this Node is too old. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
