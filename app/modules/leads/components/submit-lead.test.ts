import { expect, test, vi } from "vitest";
import { LEAD_ENDPOINT, submitLead, toUrlEncoded } from "./submit-lead.ts";

function form(): FormData {
  const data = new FormData();
  data.set("form", "interest");
  data.set("name", "홍길동");
  data.set("phone", "010-1234-5678");
  data.set("privacyConsent", "on");
  return data;
}

function answering(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

test("posts the form url-encoded to the lead endpoint", async () => {
  const fetcher = answering(Response.json({ status: "success" }));
  await submitLead(form(), fetcher);
  expect(fetcher).toHaveBeenCalledTimes(1);
  const [url, init] = fetcher.mock.calls[0] ?? [];
  expect(url).toBe(LEAD_ENDPOINT);
  expect(init?.method).toBe("POST");
  expect(init?.body).toBeInstanceOf(URLSearchParams);
  expect(String(init?.body)).toBe(
    "form=interest&name=%ED%99%8D%EA%B8%B8%EB%8F%99&phone=010-1234-5678&privacyConsent=on",
  );
});

test("a 2xx answer is a success", async () => {
  expect(await submitLead(form(), answering(Response.json({ status: "success" })))).toEqual({ status: "success" });
  expect(await submitLead(form(), answering(new Response(null, { status: 201 })))).toEqual({ status: "success" });
});

test("a 400 carries the server's Korean field errors", async () => {
  const fieldErrors = { phone: ["올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)"] };
  const outcome = await submitLead(
    form(),
    answering(Response.json({ status: "invalid", fieldErrors }, { status: 400 })),
  );
  expect(outcome).toEqual({ status: "invalid", fieldErrors });
});

test("a 400 without field errors (a proxy's page, say) is a failure", async () => {
  const html = new Response("<html>Bad Request</html>", { status: 400, headers: { "Content-Type": "text/html" } });
  expect(await submitLead(form(), answering(html))).toEqual({ status: "failed" });
  expect(await submitLead(form(), answering(Response.json({ status: "failed" }, { status: 400 })))).toEqual({
    status: "failed",
  });
});

test("429 is rate-limited; any other non-ok answer is SPEC §8's failure", async () => {
  expect(await submitLead(form(), answering(Response.json({ status: "rate-limited" }, { status: 429 })))).toEqual({
    status: "rate-limited",
  });
  for (const status of [403, 404, 500, 502, 503]) {
    expect(await submitLead(form(), answering(Response.json({ status: "failed" }, { status })))).toEqual({
      status: "failed",
    });
  }
});

test("a thrown fetch (no network) is SPEC §8's error, not a failure", async () => {
  expect(await submitLead(form(), answering(new TypeError("Failed to fetch")))).toEqual({ status: "error" });
});

test("only text fields are encoded", () => {
  const data = form();
  data.set("attachment", new Blob(["x"]), "x.txt");
  expect(toUrlEncoded(data).has("attachment")).toBe(false);
  expect(toUrlEncoded(data).get("phone")).toBe("010-1234-5678");
});
