/**
 * A route path (`/:site/press/:id`) as an anchored RegExp, each `:param` a named group matching
 * its given pattern (anchors dropped) or, when none is given, one path segment. For code that
 * must recognise a route's URLs outside the router (the page cache, the page-view rows).
 */
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
