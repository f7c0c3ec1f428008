/** The desktop home's full-screen stepping (SPEC §2, §4, §9) as pure functions of the events. */

export const FIRST_STEP = 1;
export const LAST_STEP = 8.5;
/** Eight full-screen sections, then the half-height visit section at 8.5. */
export const STEPS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 8.5];

/** SPEC §9: one step per 500 ms. */
export const STEP_LOCK_MS = 500;
/** Wheel events closer together than this are one gesture (trackpad inertia): one step. */
export const GESTURE_GAP_MS = 100;
/** A wheel delta this many times larger than the last one is a fresh push inside a gesture. */
const GESTURE_SURGE = 1.5;

export type StepperState = {
  step: number;
  lockedUntil: number;
  lastWheelAt: number;
  lastWheelDelta: number;
};

export const initialStepperState: StepperState = {
  step: FIRST_STEP,
  lockedUntil: 0,
  lastWheelAt: Number.NEGATIVE_INFINITY,
  lastWheelDelta: 0,
};

export type KeyMove = "next" | "prev" | "first" | "last";

export type StepperEvent =
  | { type: "wheel"; deltaY: number; now: number }
  | { type: "key"; move: KeyMove; now: number }
  | { type: "go"; step: number; now: number }
  | { type: "sync"; step: number };

export function clampStep(value: number): number {
  if (Number.isNaN(value)) return FIRST_STEP;
  let best = FIRST_STEP;
  for (const stop of STEPS) {
    if (Math.abs(stop - value) < Math.abs(best - value)) best = stop;
  }
  return best;
}

export function adjacentStep(step: number, direction: 1 | -1): number {
  const index = STEPS.indexOf(clampStep(step)) + direction;
  return STEPS[Math.min(STEPS.length - 1, Math.max(0, index))] ?? FIRST_STEP;
}

function moveTo(state: StepperState, step: number, now: number): StepperState {
  if (step === state.step) return state;
  return { ...state, step, lockedUntil: now + STEP_LOCK_MS };
}

export function stepperReducer(state: StepperState, event: StepperEvent): StepperState {
  switch (event.type) {
    case "wheel": {
      const magnitude = Math.abs(event.deltaY);
      const seen = { ...state, lastWheelAt: event.now, lastWheelDelta: magnitude };
      if (magnitude === 0) return seen;
      const newGesture =
        event.now - state.lastWheelAt >= GESTURE_GAP_MS || magnitude > state.lastWheelDelta * GESTURE_SURGE;
      if (!newGesture || event.now < state.lockedUntil) return seen;
      return moveTo(seen, adjacentStep(state.step, event.deltaY > 0 ? 1 : -1), event.now);
    }
    case "key": {
      if (event.now < state.lockedUntil) return state;
      const target =
        event.move === "first"
          ? FIRST_STEP
          : event.move === "last"
            ? LAST_STEP
            : adjacentStep(state.step, event.move === "next" ? 1 : -1);
      return moveTo(state, target, event.now);
    }
    case "go":
      return moveTo(state, clampStep(event.step), event.now);
    case "sync":
      return { ...state, step: clampStep(event.step) };
  }
}

/** (step − 1) viewport heights below the first section, which starts `offset` from the top. */
export function stepScrollTop(step: number, viewportHeight: number, offset = 0): number {
  const stop = clampStep(step);
  return stop === FIRST_STEP ? 0 : offset + (stop - 1) * viewportHeight;
}

export function stepFromScrollTop(scrollTop: number, viewportHeight: number, offset = 0): number {
  if (viewportHeight <= 0) return FIRST_STEP;
  return clampStep((scrollTop - offset) / viewportHeight + 1);
}

/** Past the last stop the footer scrolls natively, downwards once unlocked, upwards until back. */
export function capturesScroll(
  state: StepperState,
  direction: 1 | -1,
  scrollTop: number,
  lastStopTop: number,
  now: number,
): boolean {
  if (direction < 0) return scrollTop <= lastStopTop + 1;
  return !(state.step === LAST_STEP && scrollTop >= lastStopTop - 1 && now >= state.lockedUntil);
}
