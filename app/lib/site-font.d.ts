declare module "virtual:site-font" {
  /** Pretendard cut down to the site's own characters (scripts/vite-plugin-site-font.ts). */
  export const siteFont: { family: string; href: string; unicodeRange: string };
}
