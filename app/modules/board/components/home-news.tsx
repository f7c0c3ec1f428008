import type { HomeNews as News } from "#app/modules/board/home-news.ts";
import { homeNewsCopy as copy } from "#app/modules/board/home-news-copy.ts";

/**
 * The band at the foot of the home hero: the newest pinned notice and the schedule strip, today's
 * step highlighted (aria-current) and the next with its D-n, all worked out by the server. Plain
 * links: the same without JavaScript. Each part only when something is published.
 *
 * Styled by home-news.css, a plain stylesheet the home route loads with the page: a CSS module's
 * class-name map would be JavaScript in the page's first load (byte budget), these names never are.
 */
export function HomeNews({ news }: { news: News }) {
  const { notice, steps } = news;
  return (
    <section className="home-news" data-home-news="" aria-label={copy.label}>
      {notice && (
        <a className="home-news-notice" href={notice.path} data-testid="home-notice">
          <span className="home-news-tag">{copy.notice}</span>
          <span className="home-news-category">{notice.category}</span>
          <span className="home-news-title">{notice.title}</span>
          <time className="home-news-date" dateTime={notice.day}>
            {notice.day.replaceAll("-", ".")}
          </time>
        </a>
      )}
      {steps && (
        <div className="home-news-schedule" data-testid="home-schedule">
          <a className="home-news-tag" href={copy.schedulePath} aria-label={copy.scheduleLink}>
            {copy.schedule}
          </a>
          <ol className="home-news-steps">
            {steps.map(([label, dates, state], index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their order is their identity
                key={index}
                data-status={typeof state === "number" ? "upcoming" : state}
                aria-current={state === "current" ? "step" : undefined}
              >
                <span className="home-news-step">{label}</span>
                <span className="home-news-date">{dates}</span>
                {state === "current" && <span className="home-news-badge">{copy.current}</span>}
                {typeof state === "number" && <span className="home-news-badge">{copy.dDay(state)}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
