import { expect, test, vi } from "vitest";
import { backoffDelayMs, repeatingJob } from "./background-job.server.ts";

test("backoff doubles from the base, stops at the cap and is jittered to 50–100 %", () => {
  const options = { baseDelayMs: 1000, maxDelayMs: 10_000 };
  expect(backoffDelayMs(1, { ...options, random: () => 0 })).toBe(500);
  expect(backoffDelayMs(1, { ...options, random: () => 1 })).toBe(1000);
  expect(backoffDelayMs(3, { ...options, random: () => 1 })).toBe(4000);
  expect(backoffDelayMs(10, { ...options, random: () => 1 })).toBe(10_000);
  expect(backoffDelayMs(10, { ...options, random: () => 0 })).toBe(5000);
  expect(backoffDelayMs(10, { ...options, random: () => 0.5 })).toBe(7500);
});

/** A round that stays running until the test lets it finish. */
function heldRounds() {
  const releases: Array<() => void> = [];
  const round = vi.fn(
    (_options: { label: string }) =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  /** Lets the oldest running round finish; the job reacts within the microtasks a macrotask flushes. */
  const finishOne = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { round, releases, finishOne };
}

test("kicks while a round runs make exactly one more round after it, never two at once", async () => {
  const { round, releases, finishOne } = heldRounds();
  const job = repeatingJob(round, { defaultIntervalMs: 60_000, onError: () => {} });
  job.kick();
  expect(round).not.toHaveBeenCalled(); // not started: nothing to run

  job.start({ label: "a" });
  expect(round).toHaveBeenCalledTimes(1);
  expect(round).toHaveBeenLastCalledWith({ label: "a" });
  job.kick();
  job.kick();
  expect(round).toHaveBeenCalledTimes(1);

  await finishOne();
  expect(round).toHaveBeenCalledTimes(2);
  expect(releases).toHaveLength(1);
  await finishOne();
  expect(round).toHaveBeenCalledTimes(2);

  await job.stop();
  job.kick();
  expect(round).toHaveBeenCalledTimes(2);
});

test("stop waits for the running round; a failed round is reported and the next one still runs", async () => {
  const errors: unknown[] = [];
  let fail = true;
  let finish: (() => void) | undefined;
  const round = vi.fn(async () => {
    if (fail) {
      fail = false;
      throw new Error("down");
    }
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  const job = repeatingJob(round, { defaultIntervalMs: 60_000, onError: (error) => errors.push(error) });
  job.start({});
  await vi.waitFor(() => expect(errors).toHaveLength(1));
  expect((errors[0] as Error).message).toBe("down");

  job.kick();
  expect(round).toHaveBeenCalledTimes(2);
  let done = false;
  const stopped = job.stop().then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(done).toBe(false);
  finish?.();
  await stopped;
  expect(done).toBe(true);
});

test("the interval runs rounds on its own", async () => {
  vi.useFakeTimers();
  try {
    const round = vi.fn(async () => {});
    const job = repeatingJob(round, { defaultIntervalMs: 1000, onError: () => {} });
    job.start({ intervalMs: 200 });
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(round).toHaveBeenCalledTimes(4);
    await job.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(4);
  } finally {
    vi.useRealTimers();
  }
});
