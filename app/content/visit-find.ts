/** Plain constants, not an object: the build inlines them into the pages that link 예약 확인, not the shell. */
export { VISIT_FIND_PATH } from "./paths.ts";
export const VISIT_FIND_LABEL = "내 예약 확인·변경";
export const VISIT_FIND_QUESTION = "이미 예약하셨나요?";
