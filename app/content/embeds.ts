/** The YouTube player's host: the no-cookie variant, so an embedded video sets no tracking cookie before play. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
