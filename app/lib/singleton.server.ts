/**
 * One instance per process, even when a module is loaded twice: the Node server imports
 * app code directly (migrations, background jobs) while the React Router build bundles its
 * own copy, and the dev server reloads modules. Both must share one database connection.
 */
const registry = globalThis as typeof globalThis & { __pentacitySingletons?: Map<string, unknown> };

export function singleton<T>(name: string, create: () => T): T {
  registry.__pentacitySingletons ??= new Map();
  const existing = registry.__pentacitySingletons.get(name);
  if (existing !== undefined) return existing as T;
  const value = create();
  registry.__pentacitySingletons.set(name, value);
  return value;
}

/** Forgets an instance (after it was closed), so the next `singleton` call creates a new one. */
export function forgetSingleton(name: string): void {
  registry.__pentacitySingletons?.delete(name);
}
