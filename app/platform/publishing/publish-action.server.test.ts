import { expect, test } from "vitest";
import { type PublishEditor, publishAction } from "./publish-action.server.ts";
import { PublishConflictError } from "./published-documents.server.ts";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/x", { method: "POST", body: new URLSearchParams(fields) });

function editor(written: string[]): PublishEditor<string, string, Record<string, string>> {
  return {
    self: "/admin/x",
    copy: { invalid: "잘못된 요청입니다.", conflict: "다른 사람이 먼저 게시했습니다." },
    preview: "/x?preview=1",
    parse: (formData) => {
      const value = String(formData.get("value") ?? "");
      return value
        ? { ok: true, value, values: value }
        : { ok: false, refusal: { message: "비었습니다.", values: "" } };
    },
    async write(intent, value) {
      if (value === "race") throw new PublishConflictError("x");
      if (value === "bad") return { message: "안 됩니다.", values: value };
      written.push(`${intent}:${value}`);
      return undefined;
    },
    restore: async (number) => number === 1,
    hide: async () => true,
  };
}

const answer = (result: unknown) =>
  result instanceof Response
    ? { status: result.status, location: result.headers.get("Location") }
    : (result as { init: { status: number }; data: { message: string; values: unknown } });

test("save, preview and publish write and redirect with what was done; each refusal keeps what was typed", async () => {
  const written: string[] = [];
  const run = async (fields: Record<string, string>) => answer(await publishAction(post(fields), editor(written)));
  expect(await run({ intent: "save", value: "a" })).toEqual({ status: 302, location: "/admin/x?done=saved" });
  expect(await run({ intent: "preview", value: "b" })).toEqual({ status: 302, location: "/x?preview=1" });
  expect(await run({ intent: "publish", value: "c" })).toEqual({ status: 302, location: "/admin/x?done=published" });
  expect(written).toEqual(["save:a", "save:b", "publish:c"]);
  expect(await run({ intent: "publish", value: "" })).toMatchObject({ init: { status: 400 }, data: { values: "" } });
  expect(await run({ intent: "publish", value: "bad" })).toMatchObject({
    init: { status: 400 },
    data: { values: "bad" },
  });
  expect(await run({ intent: "publish", value: "race" })).toMatchObject({
    init: { status: 409 },
    data: { message: "다른 사람이 먼저 게시했습니다.", values: "race" },
  });
  expect(await run({ intent: "drop", value: "a" })).toMatchObject({ init: { status: 400 } });
});

test("restore and hide: a number that is none is 400, no such revision 404", async () => {
  const run = async (fields: Record<string, string>) => answer(await publishAction(post(fields), editor([])));
  expect(await run({ intent: "restore", number: "1" })).toEqual({ status: 302, location: "/admin/x?done=restored" });
  expect(await run({ intent: "restore", number: "x" })).toMatchObject({ init: { status: 400 } });
  expect(await run({ intent: "restore", number: "9" })).toMatchObject({ init: { status: 404 } });
  expect(await run({ intent: "hide" })).toEqual({ status: 302, location: "/admin/x?done=hidden" });
});
