import { Outlet } from "react-router";
import { InterestDialog } from "#app/components/forms/interest-dialog.tsx";
import { BottomBar } from "#app/components/layout/bottom-bar.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";

/**
 * The public site's shell: header, page, footer and the mobile bottom bar (SPEC §2), plus the
 * interest popup that the header, footer, bottom bar and page buttons open.
 */
export default function SiteLayout() {
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
