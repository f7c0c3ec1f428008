import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import type { StaffMember } from "#app/modules/staff/staff.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";

const owner: StaffMember = {
  id: "owner-1",
  name: "대표",
  email: "owner@example.com",
  role: "owner",
  phone: null,
  status: "active",
  twoFactor: true,
  lastSignInAt: null,
};
vi.mock("#app/modules/staff/staff.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/modules/staff/staff.server.ts")>()),
  getStaffMember: async (_db: unknown, id: string) => (id === owner.id ? owner : null),
}));

const { loader } = await import("./admin-staff-member.tsx");

test("a manager refused on the owner's record is told it is the role's limit, not a cross-site refusal", async () => {
  // The database is never reached: the account is the mock's.
  const context = staffTestContext("manager", { db: {} as never });
  const url = new URL(`http://127.0.0.1/admin/staff/${owner.id}`);
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than the loader reads
  const thrown = await loader({ request: new Request(url), url, params: { id: owner.id }, context } as any).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toMatchObject({ init: { status: 403 } });
  const screen = renderToStaticMarkup(<ErrorScreen status={403} error={thrown} />);
  expect(screen).toContain(staffCopy.errors.notAllowedRole);
  expect(screen).not.toContain("다른 사이트");
});
