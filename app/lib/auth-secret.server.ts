import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.server.ts";

/** `AUTH_SECRET`, or for SQLite one generated once into `./data/auth-secret`; several instances must set it. */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATABASE_URL" | "NODE_ENV">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.DATABASE_URL.startsWith("file:")) {
    throw new Error("AUTH_SECRET (32+ characters) is required when DATABASE_URL is not a SQLite file");
  }
  const file =
    env.DATABASE_URL === "file::memory:" ? null : path.join(path.dirname(env.DATABASE_URL.slice(5)), "auth-secret");
  if (!file) return randomBytes(32).toString("base64url");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  // Several processes may start at once: written whole to a file of our own and linked into place,
  // which only one can do; the others read the winner's.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}
