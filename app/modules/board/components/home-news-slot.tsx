import { useState } from "react";
import { hydrateLater } from "#app/lib/hydrate-later.tsx";
import { useServerRenderData } from "#app/lib/server-render-data.ts";
import { HOME_NEWS_KEY, type HomeNews } from "#app/modules/board/home-news.ts";

// Loaded only when the browser renders the band itself (a client-side navigation to the home page).
const Band = hydrateLater(() => import("./home-news.tsx").then((m) => m.HomeNews), { selector: "[data-home-news]" });

/**
 * Where the band goes (the foot of the home hero). A document: the server renders it from the data
 * its loader kept for the render (`news` is null: no loader data, no bytes), and the browser keeps
 * that HTML as it is, without the band's code or data. A client-side navigation: `news` came with
 * the loader data and the band renders here.
 */
export function HomeNewsSlot({ news }: { news: HomeNews | null }) {
  const kept = useServerRenderData<HomeNews | null>(HOME_NEWS_KEY);
  // Read once, as the page hydrates: the band the server wrote, if any.
  const [html] = useState(() =>
    import.meta.env.SSR ? null : (document.querySelector("[data-home-news-slot]")?.innerHTML ?? null),
  );
  const shown = news ?? kept;
  if (!shown && html === null) return null;
  return shown ? (
    <div className="home-news-slot" data-home-news-slot="">
      <Band news={shown} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this very element, read back from the page as it hydrates; React leaves it in place
    <div className="home-news-slot" data-home-news-slot="" dangerouslySetInnerHTML={{ __html: html ?? "" }} />
  );
}
