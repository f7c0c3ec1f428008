import { getDatabase } from "#app/db/db.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { getHomeNews } from "./home-news.server.ts";

/** What the home route asks for: the default site's band, now. */
export const homeNewsOf = () => getHomeNews(getDatabase().db, getEnv().DEFAULT_SITE_ID);
