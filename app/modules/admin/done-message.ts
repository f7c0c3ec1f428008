/** The `?done=` message of a change just made, when it is one of the page's. */
export function doneMessageOf(messages: Readonly<Record<string, string>>, done: string | null): string | undefined {
  return done && Object.hasOwn(messages, done) ? messages[done] : undefined;
}
