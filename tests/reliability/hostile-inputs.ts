/**
 * Generators of hostile requests for hostile-input.test.ts. Every lead they make is invalid by
 * construction: a valid lead plus at least one mutation that breaks the schema in
 * app/modules/leads/schema.ts, so "nothing is stored" is a true property. The honeypot field is never
 * set (a filled honeypot answers 200 to fool bots, on purpose).
 */
import fc from "fast-check";

export type Fields = Record<string, string>;

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; drop table leads; --",
  "; drop table leads",
  '" OR ""="',
  "1; DELETE FROM leads WHERE 1=1",
  "') UNION SELECT email, password FROM account --",
  "' || (select sqlite_version()) || '",
  "$1; select pg_sleep(1)",
] as const;

export const HTML_PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "javascript:alert(1)",
  "{{constructor.constructor('return 1')()}}",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "\u0000\u0001\u202e\ufeff",
] as const;

const payload = fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS);
const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: payload },
);
/** A string with no leading or trailing whitespace effect on its length: `x` padding inside. */
const longerThan = (min: number, max = min + 200) =>
  fc
    .tuple(fc.option(payload, { nil: "" }), fc.integer({ min: min + 1, max }))
    .map(([prefix, length]) => `${prefix}${"x".repeat(length)}`);

/**
 * 100 KB to 2 MB of UTF-8: rarely drawn (slow), but drawn. Made once, with their form encodings
 * (percent-encoding megabytes per input was most of this suite's own CPU): "가나다" is
 * %EA%B0%80 %EB%82%98 %EB%8B%A4, so the encoding is a repeat too.
 */
const SYLLABLES = ["가", "나", "다"];
const ENCODED_SYLLABLES = ["%EA%B0%80", "%EB%82%98", "%EB%8B%A4"];
const HUGE_ENCODED = new Map(
  [100 * 1024, 256 * 1024, 1024 * 1024, 2 * 1024 * 1024].map((size) => {
    const chars = Math.ceil(size / 3);
    const rest = chars % 3;
    return [
      SYLLABLES.join("").repeat((chars - rest) / 3) + SYLLABLES.slice(0, rest).join(""),
      ENCODED_SYLLABLES.join("").repeat((chars - rest) / 3) + ENCODED_SYLLABLES.slice(0, rest).join(""),
    ];
  }),
);
const huge = fc.constantFrom(...HUGE_ENCODED.keys());

const validLead = fc
  .record({
    form: fc.constantFrom("visit", "inquiry", "interest"),
    name: fc.constantFrom("김철수", "이영희", "박민준", "Kim Minji", "최 수아"),
    n: fc.integer({ min: 0, max: 99_999_999 }),
    message: fc.option(fc.constantFrom("주말 방문 희망", "84A 타입 문의"), { nil: undefined }),
    marketing: fc.boolean(),
  })
  .map(({ form, name, n, message, marketing }): Fields => {
    const digits = String(n).padStart(8, "0");
    const fields: Fields = {
      form,
      name,
      phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
      privacyConsent: "on",
      idempotencyKey: `fuzz-${digits}-key`,
      sourcePath: "/",
    };
    if (marketing) fields.marketingConsent = "on";
    if (message && form !== "interest") fields.message = message;
    return fields;
  });

type Mutation = (fields: Fields) => void;

const set =
  (name: string, value: string): Mutation =>
  (fields) => {
    fields[name] = value;
  };
const drop =
  (name: string): Mutation =>
  (fields) => {
    delete fields[name];
  };

/** Control characters inside typed text: refused in every field (PostgreSQL refuses a NUL outright). */
export const CONTROL_CHARACTER_TEXTS = [
  "홍\u0000길동",
  "홍길동\u001b[31m",
  "홍\r\n길동",
  "홍\u007f길동",
  "홍\u0085길동",
] as const;

/** Text that is no Korean phone number (the normaliser wants 9–11 digits with a known prefix). */
const notAPhone = fc.oneof(
  payload,
  fc.string({ unit: fc.constantFrom(..."abcxyz가나 -()+."), minLength: 1, maxLength: 20 }),
  fc.constantFrom("010", "010-1234", "999-9999-9999", "+1 415 555 0100", "0101234567890123", "010-1234-56789"),
);

/** Each mutation breaks the lead whatever the others do (the last one applied always holds). */
const invalidating: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant(drop("name")),
  fc.constantFrom("", " ", "\t\n", "\u3000").map((blank) => set("name", blank)),
  longerThan(50).map((long) => set("name", long)),
  fc.constantFrom(...CONTROL_CHARACTER_TEXTS).map((name) => set("name", name)),
  fc.constant(drop("phone")),
  fc.constantFrom("", "   ").map((blank) => set("phone", blank)),
  notAPhone.map((value) => set("phone", value)),
  fc.constant(drop("privacyConsent")),
  fc.constantFrom("", "false", "off", "yes", "1", "ON", "' OR 1=1 --").map((value) => set("privacyConsent", value)),
  fc.constant(drop("form")),
  fc
    .constantFrom("", "admin", "VISIT", "press", "lead", ...SQL_PAYLOADS, ...HTML_PAYLOADS)
    .map((kind) => set("form", kind)),
  longerThan(1000, 3000).map(
    (long): Mutation =>
      (fields) => {
        if (fields.form !== "visit" && fields.form !== "inquiry") fields.form = "inquiry";
        fields.message = long;
      },
  ),
  fc.constantFrom("not-an-email", "a@", "@b.kr", "<script>@x", "' OR 1=1 --@x", "a b@c.kr").map(
    (email): Mutation =>
      (fields) =>
        Object.assign(fields, { form: "interest", email }),
  ),
  longerThan(40).map(
    (visitDate): Mutation =>
      (fields) =>
        Object.assign(fields, { form: "interest", visitDate }),
  ),
  fc.constantFrom("UPPER", "../etc", "a b", "x".repeat(41), ...SQL_PAYLOADS).map((siteId) => set("siteId", siteId)),
  fc
    .constantFrom("short", "has space inside", "x".repeat(65), ...SQL_PAYLOADS)
    .map((key) => set("idempotencyKey", key)),
  fc
    .constantFrom(
      "no-slash",
      "javascript:alert(1)",
      "https://evil.example/",
      "/with space",
      `/${"p".repeat(201)}`,
      "/a\u0000b",
      "/a\u001bb",
    )
    .map((path) => set("sourcePath", path)),
  { weight: 1, arbitrary: huge.map((text) => set("name", text)) },
);

/** Changes that keep an invalid lead invalid: payloads in other fields, unknown fields. */
const decoration: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.constantFrom("message", "email", "visitDate"), anyText).map(([name, value]) => set(name, value)),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), anyText)
    .filter(([name]) => name !== "homepage" && !["form", "name", "phone", "privacyConsent"].includes(name))
    .map(([name, value]) => set(name, value)),
);

/** An invalid lead: a valid one, 0–2 decorations, then 1–3 invalidating mutations. */
export const invalidLead: fc.Arbitrary<Fields> = fc
  .tuple(validLead, fc.array(decoration, { maxLength: 2 }), fc.array(invalidating, { minLength: 1, maxLength: 3 }))
  .map(([lead, decorations, mutations]) => {
    const fields = { ...lead };
    for (const mutate of [...decorations, ...mutations]) mutate(fields);
    return fields;
  });

export type Encoded = { label: string; contentType?: string; body?: Uint8Array | string | FormData };

/** The body as fetch takes it (a copy of raw bytes on its own ArrayBuffer). */
export function bodyOf(encoded: Encoded | undefined): BodyInit | null {
  const body = encoded?.body;
  if (body === undefined) return null;
  return body instanceof Uint8Array ? new Uint8Array(body) : body;
}

/** As `new URLSearchParams(fields).toString()`, with the huge texts' encodings reused. */
const urlencoded = (fields: Fields) =>
  !Object.values(fields).some((value) => HUGE_ENCODED.has(value))
    ? new URLSearchParams(fields).toString()
    : Object.entries(fields)
        .map(([name, value]) => {
          const encoded = HUGE_ENCODED.get(value);
          return encoded === undefined
            ? new URLSearchParams([[name, value]]).toString()
            : `${new URLSearchParams([[name, ""]])}${encoded}`;
        })
        .join("&");

/** An encoding built only when drawn: a field can hold 2 MB, and most draws need one encoding of it. */
const lazily = (encode: () => Encoded) => fc.constant(null).map(encode);

/** How the fields travel: as forms do, and in every way a form never does. */
export function encodings(fields: Fields): fc.Arbitrary<Encoded> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: lazily(() => ({
        label: "urlencoded",
        contentType: "application/x-www-form-urlencoded",
        body: urlencoded(fields),
      })),
    },
    {
      weight: 2,
      arbitrary: lazily(() => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        return { label: "multipart", body: form };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 24 }).map(
        (bytes): Encoded => ({
          label: "invalid-utf8",
          contentType: "application/x-www-form-urlencoded",
          // Raw bytes 0xC3 0x28, 0xFF… are no UTF-8, in a field of their own (in `name` they
          // could replace the very value that makes the lead invalid) and in the message.
          body: Buffer.concat([
            Buffer.from(`${urlencoded(fields)}&comment=`),
            Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
            Buffer.from(bytes.map((byte) => (byte === 0x26 ? 0x80 : byte))),
            Buffer.from("&memo=%FF%FE%C3%28"),
            Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
            Buffer.from(bytes.map((byte) => (byte === 0x26 ? 0x80 : byte))),
          ]),
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constant<unknown>(fields),
          fc.jsonValue(),
          fc.constant<unknown>({ ...fields, name: 42, phone: ["010"], privacyConsent: true, form: null }),
        )
        .map((value): Encoded => ({ label: "json", contentType: "application/json", body: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: lazily(() => ({ label: "text-plain", contentType: "text/plain", body: urlencoded(fields) })),
    },
    { weight: 1, arbitrary: lazily(() => ({ label: "no-content-type", body: Buffer.from(urlencoded(fields)) })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "zz", "--", "a".repeat(80)).map(
        (boundary): Encoded => ({
          label: "broken-multipart",
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: `--other\r\nContent-Disposition: form-data; name="name"\r\n\r\n${fields.name ?? ""}\r\n--oth`,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ label: "empty", contentType: "application/x-www-form-urlencoded", body: "" }),
    },
  );
}

/** A hostile request carrying an invalid lead. */
export const hostileLeadRequest = invalidLead.chain((fields) =>
  fc.record({
    fields: fc.constant(fields),
    encoded: encodings(fields),
    withOrigin: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  }),
);

/** Random form fields for the other actions (sign-in, press writes, lead status, export). */
export const randomForm: fc.Arbitrary<Fields> = fc.dictionary(
  fc.oneof(
    fc.constantFrom("intent", "email", "password", "title", "summary", "content", "siteId", "status", "note", "reason"),
    fc.string({ minLength: 1, maxLength: 10 }),
  ),
  fc.oneof(anyText, fc.constantFrom("signin", "signout", "create", "update", "delete", "yes", "new")),
  { maxKeys: 6 },
);

/** A beacon as the page script sends it (app/modules/attribution/page-view-beacon.ts). */
const validBeacon = fc
  .record({
    p: fc.constantFrom("/", "/Brand/intro", "/Promotion/Customer", "/pentacityhansin/press"),
    l: fc.constantFrom("/", "/?utm_source=naver&utm_medium=cpc&utm_campaign=launch", "/?n_media=27758&n_query=x"),
    r: fc.constantFrom("", "https://www.google.com/", "https://m.search.naver.com/"),
    v: fc.constantFrom("0", "1"),
  })
  .map((fields): Fields => ({ ...fields }));

/** Each mutation breaks the beacon whatever else happens (app/modules/attribution/page-view-schema.ts). */
const beaconBreaking: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant(drop("p")),
  fc
    .constantFrom(
      "",
      "no-slash",
      "https://evil.example/",
      "/with space",
      "/back\\slash",
      ...SQL_PAYLOADS,
      ...HTML_PAYLOADS,
    )
    .map((path) => set("p", path)),
  longerThan(200, 1000).map((long) => set("p", `/${long}`)),
  fc
    .oneof(anyText, fc.constantFrom("2", "-1", "true", "yes", " 1"))
    .filter((value) => value !== "0" && value !== "1")
    .map((visit) => set("v", visit)),
  longerThan(2000, 3000).map((long) => set("l", long)),
  longerThan(2000, 3000).map((long) => set("r", long)),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom("ip", "ua", "id", "cookie", "channel", "views"),
        fc.string({ minLength: 1, maxLength: 12 }),
      ),
      anyText,
    )
    .filter(([name]) => !["p", "l", "r", "v", "__proto__"].includes(name))
    .map(([name, value]) => set(name, value)),
);

/** Changes that keep a broken beacon broken: payloads in the attribution fields. */
const beaconDecoration: fc.Arbitrary<Mutation> = fc
  .tuple(
    fc.constantFrom("l", "r"),
    fc.oneof(
      anyText,
      payload.map((text) => `/?utm_source=${encodeURIComponent(text)}`),
    ),
  )
  .map(([name, value]) => set(name, value));

/** An invalid page-view beacon: a valid one, 0–2 decorations, then 1–2 breaking mutations. */
export const invalidBeacon: fc.Arbitrary<Fields> = fc
  .tuple(
    validBeacon,
    fc.array(beaconDecoration, { maxLength: 2 }),
    fc.array(beaconBreaking, { minLength: 1, maxLength: 2 }),
  )
  .map(([beacon, decorations, mutations]) => {
    const fields = { ...beacon };
    for (const mutate of [...decorations, ...mutations]) mutate(fields);
    return fields;
  });
