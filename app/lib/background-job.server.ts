/** What every outbox relay needs: a backoff delay and a loop that never runs two rounds at once. */

/** Delay before attempt `attempt + 1`: base·2^(attempt−1), capped, then jittered to 50–100 %. */
export function backoffDelayMs(
  attempt: number,
  { baseDelayMs, maxDelayMs, random }: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export type RepeatingJob<Options> = {
  /** The timer does not keep the process alive. */
  start(options: Options & { intervalMs?: number }): void;
  /** If a round is running, exactly one more follows it: a kick is never lost. */
  kick(): void;
  stop(): Promise<void>;
};

export function repeatingJob<Options>(
  round: (options: Options) => Promise<unknown>,
  { defaultIntervalMs, onError }: { defaultIntervalMs: number; onError: (error: unknown) => void },
): RepeatingJob<Options> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let options: Options | undefined;

  const run = () => {
    if (!options) return;
    if (running) {
      again = true;
      return;
    }
    running = round(options)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  return {
    start({ intervalMs = defaultIntervalMs, ...rest }) {
      options = rest as Options;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    kick: run,
    async stop() {
      clearInterval(timer);
      options = undefined;
      await running;
    },
  };
}
