/** Limits of the banners' fields (stored as JSON text; checked by zod and by the browser). */
export const POPUP_ALT_MAX = 200;
export const POPUP_LINK_MAX = 500;
export const POPUPS_MAX = 10;
export const POPUP_ORDER_MAX = 999;
/** The promotional strip: at most this many messages, each this long. */
export const STRIP_MESSAGES_MAX = 10;
export const STRIP_MESSAGE_MAX = 40;
export const BANNERS_REVISIONS_KEPT = 50;
/** The content area a publish bumps in `content_versions` (every cached page shows the strip). */
export const BANNERS_AREA = "banners";
export const BANNERS_KEY = "banners";
/** The editor's field names: one of each per pop-up row, in table order (`popupRemove` holds row numbers). */
export const POPUP_FIELDS = {
  fileId: "popupFileId",
  image: "popupImage",
  alt: "popupAlt",
  link: "popupLink",
  start: "popupStart",
  end: "popupEnd",
  order: "popupOrder",
  remove: "popupRemove",
  strip: "strip",
} as const;
/** What the image input offers (the uploads store decides the type from the bytes anyway). */
export const POPUP_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
export const BANNERS_EDITOR_PATH = "/admin/banners";
