import { data } from "react-router";

/** The Korean answer to a body that is not a readable form (broken multipart, bytes that are no form). */
export const UNREADABLE_FORM_MESSAGE = "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.";

/**
 * `request.formData()` for an action: a body that cannot be read as a form is the client's
 * mistake (400 with a Korean message), never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  }
}
