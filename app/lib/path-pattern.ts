/** A route path as an anchored RegExp, for code that recognises a route's URLs outside the router. */
export function pathPattern(path: string, params: Record<string, RegExp> = {}, flags = ""): RegExp {
  const source = path
    .split("/")
    .map((segment) => {
      const param = /^:(\w+)$/.exec(segment)?.[1];
      if (param === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const inner = params[param]?.source.replace(/^\^|\$$/g, "") ?? "[^/]+";
      return `(?<${param}>${inner})`;
    })
    .join("/");
  return new RegExp(`^${source}$`, flags);
}
