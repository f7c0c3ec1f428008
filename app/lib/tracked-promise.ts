/** React's `use` reads a settled promise's status synchronously: no suspension once loaded. */
export function track<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: "pending" });
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
