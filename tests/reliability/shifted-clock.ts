/**
 * Test-only, preloaded into a server process (`NODE_OPTIONS=--import <this file>`): moves the
 * process's wall clock by SHIFTED_CLOCK_MS, so a test that needs the sending hours (08:00–21:00
 * Korea time) runs the same at any hour of CI. It lives outside the app and its build: production
 * cannot load it by a setting, only by this preload. Timers are untouched (they use the monotonic
 * clock); only `Date` moves, as the vitest rule for PostgreSQL asks.
 */
const shift = Number(process.env.SHIFTED_CLOCK_MS ?? 0);

if (shift !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
