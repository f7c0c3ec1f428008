import { data } from "react-router";
import { REQUEST_ERROR_MESSAGE } from "./field-errors.ts";

/** A body that cannot be read as a form is the client's mistake: a Korean 400, never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: REQUEST_ERROR_MESSAGE }, { status: 400 });
  }
}
