import { Outlet } from "react-router";
import { BottomBar } from "#app/components/layout/bottom-bar.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { InterestDialog } from "#app/modules/leads/components/interest-dialog.tsx";
import { TemplateShellLater } from "#app/modules/template/components/template-shell-later.tsx";
import { useTemplateComplex } from "#app/modules/template/context.ts";

/** Briefly cacheable, so a CDN can absorb a launch-day spike; the press room sets its own. */
export function headers() {
  return { "Cache-Control": CACHE_CONTROL.html };
}

export default function SiteLayout() {
  const complex = useTemplateComplex();
  if (complex) {
    return (
      <TemplateShellLater complex={complex}>
        <Outlet />
      </TemplateShellLater>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <Header />
      <Outlet />
      <Footer />
      <BottomBar />
      <InterestDialog />
    </>
  );
}
