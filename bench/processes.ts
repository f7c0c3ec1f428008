/** What both benchmarks need to run servers of their own: a free port, waiting for one, stopping it, the machine. */
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early when `child` (the server behind it) exits. */
export async function waitUntilUp(
  url: string,
  { timeoutMs = 90_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = "not listening yet";
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/** SIGTERM (the server shuts down gracefully), SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function machineFacts(): { cores: number; cpuModel: string; memoryGiB: number } {
  let cpuModel = os.cpus()[0]?.model.trim() || "unknown CPU";
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("model name"));
    cpuModel = line?.split(":")[1]?.trim() || cpuModel;
  } catch {
    // not Linux: Node's name stands
  }
  return { cores: os.availableParallelism(), cpuModel, memoryGiB: os.totalmem() / 1024 ** 3 };
}
