import { YOUTUBE_EMBED_ORIGIN } from "#app/content/embeds.ts";
import type { Picture } from "#app/content/pictures.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import styles from "./video-embed.module.css";

/** SPEC §3/§7: autoplay (muted, which browsers require), no related videos, minimal branding; no loop. */
export function youtubeEmbedSrc(videoId: string): string {
  const params = new URLSearchParams({ autoplay: "1", mute: "1", rel: "0", modestbranding: "1", playsinline: "1" });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params}`;
}

type Props = {
  videoId: string;
  title: string;
  /** "cinema": responsive 16:9; "guide": 400×300 on mobile, 1300×500 on desktop (SPEC §9), never wider than its column. */
  variant?: "cinema" | "guide";
  poster?: Picture;
};

/** Keyed by video id so a new video never adds to the page's history. */
export function VideoEmbed({ videoId, title, variant = "cinema", poster }: Props) {
  const size = variant === "guide" ? { width: 1300, height: 500 } : { width: 1280, height: 720 };
  return (
    <div className={`${styles.frame} ${variant === "guide" ? styles.guide : styles.cinema}`} data-video-id={videoId}>
      {poster && (
        <ResponsiveImage
          image={poster}
          sizes="(max-width: 1240px) calc(100vw - 40px), 1200px"
          className={styles.poster}
        />
      )}
      <iframe
        key={videoId}
        className={styles.iframe}
        src={youtubeEmbedSrc(videoId)}
        title={title}
        width={size.width}
        height={size.height}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
