import { expect, test } from "vitest";
import { DOT_STEPS } from "./section-dots.tsx";
import {
  adjacentStep,
  capturesScroll,
  clampStep,
  FIRST_STEP,
  GESTURE_GAP_MS,
  initialStepperState,
  LAST_STEP,
  STEP_LOCK_MS,
  STEPS,
  type StepperEvent,
  type StepperState,
  stepFromScrollTop,
  stepperReducer,
  stepScrollTop,
} from "./section-stepper.ts";

function state(overrides: Partial<StepperState> = {}): StepperState {
  return { ...initialStepperState, ...overrides };
}

function run(start: StepperState, events: StepperEvent[]): StepperState {
  return events.reduce(stepperReducer, start);
}

const wheel = (deltaY: number, now: number): StepperEvent => ({ type: "wheel", deltaY, now });

test("clampStep keeps steps between 1 and 8.5 and snaps to a stop", () => {
  expect(clampStep(-4)).toBe(1);
  expect(clampStep(0)).toBe(1);
  expect(clampStep(3.2)).toBe(3);
  expect(clampStep(8.4)).toBe(8.5);
  expect(clampStep(9)).toBe(8.5);
  expect(clampStep(42)).toBe(8.5);
  expect(clampStep(Number.NaN)).toBe(1);
});

test("adjacentStep walks 1…8 then 8.5 and stays at both ends", () => {
  expect(adjacentStep(1, -1)).toBe(1);
  expect(adjacentStep(1, 1)).toBe(2);
  expect(adjacentStep(8, 1)).toBe(8.5);
  expect(adjacentStep(8.5, 1)).toBe(8.5);
  expect(adjacentStep(8.5, -1)).toBe(8);
});

test("a wheel down moves one step and locks for 500 ms", () => {
  const next = stepperReducer(state(), wheel(100, 1000));
  expect(next.step).toBe(2);
  expect(next.lockedUntil).toBe(1000 + STEP_LOCK_MS);
});

test("wheel events inside the lock do not step", () => {
  const next = run(state(), [wheel(100, 1000), wheel(100, 1200), wheel(100, 1499)]);
  expect(next.step).toBe(2);
});

test("a new gesture after the lock steps again", () => {
  const next = run(state(), [wheel(100, 1000), wheel(100, 1500 + GESTURE_GAP_MS)]);
  expect(next.step).toBe(3);
});

test("one continuous gesture (trackpad inertia) moves a single step however long it lasts", () => {
  const events: StepperEvent[] = [];
  for (let t = 0, delta = 60; t < 2000; t += 16, delta = Math.max(1, delta * 0.97)) events.push(wheel(delta, 1000 + t));
  expect(run(state(), events).step).toBe(2);
});

test("a fresh push during a gesture's inertia counts as a new gesture once unlocked", () => {
  const inertia: StepperEvent[] = [];
  for (let t = 0, delta = 60; t <= 640; t += 16, delta *= 0.95) inertia.push(wheel(delta, 1000 + t));
  expect(run(state(), inertia).step).toBe(2);
  expect(run(state(), [...inertia, wheel(80, 1656)]).step).toBe(3);
});

test("wheel up moves back and never below 1", () => {
  expect(stepperReducer(state({ step: 3 }), wheel(-100, 1000)).step).toBe(2);
  const atTop = stepperReducer(state({ step: 1 }), wheel(-100, 1000));
  expect(atTop.step).toBe(1);
  expect(atTop.lockedUntil).toBe(0);
});

test("many wheel steps down stop at 8.5", () => {
  const events = Array.from({ length: 20 }, (_, i) => wheel(100, 1000 + i * 600));
  expect(run(state(), events).step).toBe(LAST_STEP);
});

test("from 8.5 one wheel up returns to 8, not to 7.5", () => {
  expect(stepperReducer(state({ step: 8.5 }), wheel(-100, 1000)).step).toBe(8);
});

test("keys step with the same lock; Home and End jump to the ends", () => {
  const a = stepperReducer(state(), { type: "key", move: "next", now: 1000 });
  expect(a.step).toBe(2);
  expect(stepperReducer(a, { type: "key", move: "next", now: 1200 }).step).toBe(2);
  expect(stepperReducer(a, { type: "key", move: "next", now: 1500 }).step).toBe(3);
  expect(stepperReducer(state({ step: 4 }), { type: "key", move: "last", now: 1000 }).step).toBe(8.5);
  expect(stepperReducer(state({ step: 4 }), { type: "key", move: "first", now: 1000 }).step).toBe(1);
  expect(stepperReducer(state({ step: 4 }), { type: "key", move: "prev", now: 1000 }).step).toBe(3);
});

test("go and sync clamp their target", () => {
  expect(stepperReducer(state(), { type: "go", step: 12, now: 0 }).step).toBe(8.5);
  expect(stepperReducer(state(), { type: "sync", step: 0 }).step).toBe(1);
});

test("scroll positions are (step − 1) viewport heights", () => {
  expect(stepScrollTop(1, 800)).toBe(0);
  expect(stepScrollTop(3, 800)).toBe(1600);
  expect(stepScrollTop(8.5, 800)).toBe(6000);
  expect(stepScrollTop(3, 800, 110)).toBe(1710);
  expect(stepScrollTop(1, 800, 110)).toBe(0);
});

test("a scroll position maps back to the nearest stop", () => {
  expect(stepFromScrollTop(0, 800)).toBe(1);
  expect(stepFromScrollTop(1600, 800)).toBe(3);
  expect(stepFromScrollTop(1650, 800)).toBe(3);
  expect(stepFromScrollTop(6400, 800)).toBe(8.5);
  expect(stepFromScrollTop(9000, 800)).toBe(8.5);
  expect(stepFromScrollTop(1710, 800, 110)).toBe(3);
  expect(stepFromScrollTop(100, 0)).toBe(1);
});

test("past the last stop the footer scrolls natively", () => {
  const last = state({ step: 8.5, lockedUntil: 500 });
  // Still animating towards the last stop: captured.
  expect(capturesScroll(last, 1, 5000, 6000, 400)).toBe(true);
  // At the last stop and unlocked: wheel down scrolls the footer.
  expect(capturesScroll(last, 1, 6000, 6000, 600)).toBe(false);
  // Inside the footer, wheel up scrolls natively until the last stop is back.
  expect(capturesScroll(last, -1, 6300, 6000, 600)).toBe(false);
  expect(capturesScroll(last, -1, 6000, 6000, 600)).toBe(true);
  expect(capturesScroll(state({ step: 4 }), 1, 2400, 6000, 600)).toBe(true);
});

test("the dots list the stepper's stops, and the hook starts at the first", () => {
  expect(DOT_STEPS).toEqual(STEPS);
  expect(STEPS[0]).toBe(FIRST_STEP);
});
