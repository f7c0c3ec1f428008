/**
 * 예약 확인: where a visitor finds, moves or cancels a booking by phone, linked beside the booking
 * entries (home, visit and customer pages). Plain constants, not an object: the build inlines them
 * into those pages' code, none reaches the shell every page loads.
 */
export { VISIT_FIND_PATH } from "./paths.ts";
export const VISIT_FIND_LABEL = "내 예약 확인·변경";
export const VISIT_FIND_QUESTION = "이미 예약하셨나요?";
