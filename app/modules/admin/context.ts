import { createContext } from "react-router";
import type { AdminUser } from "./session.server.ts";

/** The signed-in administrator, set by the admin layout's middleware for its loaders and actions. */
export const adminContext = createContext<AdminUser>();
