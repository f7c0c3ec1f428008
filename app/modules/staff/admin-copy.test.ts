import { expect, test } from "vitest";
import { inviteMessage, inviteTexting } from "./admin-copy.ts";

test("an invitation says it was texted only when a provider takes the text; otherwise it says why not", () => {
  expect(inviteTexting(true, true)).toBe("queued");
  expect(inviteTexting(true, false)).toBe("stored");
  expect(inviteTexting(false, true)).toBe("noPhone");
  for (const state of ["stored", "noPhone"] as const) {
    for (const done of ["created", "resent"] as const) {
      const message = inviteMessage(done, state);
      expect(message).toContain("보내지 않았습니다");
      expect(message).toContain("복사");
      expect(message).not.toMatch(/보냈습니다|발송했습니다/);
    }
  }
  expect(inviteMessage("created", "queued")).not.toMatch(/보냈습니다/);
});
