/**
 * A text with named blanks, written once as a function of its blanks' values. The same function
 * gives the text as registered with Kakao (each blank as `#{name}`, an 알림톡 template's variable)
 * and the text as sent by SMS/LMS, so the two cannot drift apart.
 */
export type TextTemplate<Name extends string> = {
  /** The text as registered: each blank as `#{name}`. */
  registered: string;
  names: readonly Name[];
  fill(values: Record<Name, string>): string;
  /**
   * The blanks' values in a filled text, as 알림톡 variables (`#{name}` → value), or null when the
   * text is not this template filled in (an older wording, a value with a line break): then it goes
   * as SMS/LMS. Whatever split is read, the template filled with it is the text itself.
   */
  variables(text: string): Record<`#{${Name}}`, string> | null;
};

const blank = (name: string) => `#{${name}}`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function textTemplate<const Name extends string>(
  names: readonly Name[],
  write: (values: Record<Name, string>) => string,
): TextTemplate<Name> {
  const registered = write(Object.fromEntries(names.map((name) => [name, blank(name)])) as Record<Name, string>);
  const parts = registered.split(/#\{([^}]+)\}/);
  const order = parts.filter((_, index) => index % 2 === 1);
  // Each blank once, none left out: Kakao fills a variable everywhere it appears, we read it once.
  if (order.length !== names.length || new Set(order).size !== names.length || names.some((n) => !order.includes(n)))
    throw new Error(`template blanks ${order.join(",")} do not match ${names.join(",")}`);
  const pattern = new RegExp(`^${parts.map((part, index) => (index % 2 === 1 ? "(.*)" : literal(part))).join("")}$`);
  return {
    registered,
    names,
    fill: write,
    variables(text) {
      const match = pattern.exec(text);
      if (!match) return null;
      return Object.fromEntries(order.map((name, index) => [blank(name), match[index + 1] ?? ""])) as Record<
        `#{${Name}}`,
        string
      >;
    },
  };
}
