import { createContext } from "react-router";
import type { AdminAccess } from "./roles.ts";
import type { AdminUser } from "./session.server.ts";

/** The signed-in administrator, set by the admin layout's middleware for its loaders and actions. */
export const adminContext = createContext<AdminUser>();

/** Every admin route's access entry (the features' `adminAccess`), set by the same middleware. */
export const accessTableContext = createContext<Readonly<Record<string, AdminAccess>>>({});
