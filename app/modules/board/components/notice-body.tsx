import { Fragment } from "react";
import type { BodyParagraph } from "#app/modules/board/notice-text.ts";

/** Paragraphs, line breaks and links as text nodes and <a> (parsed on the server; never read as HTML). */
export function NoticeBody({ paragraphs, className }: { paragraphs: BodyParagraph[]; className?: string }) {
  return (
    <div className={className} data-testid="notice-body">
      {paragraphs.map((lines, paragraph) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render.
        <p key={paragraph}>
          {lines.map((segments, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render.
            <Fragment key={line}>
              {line > 0 && <br />}
              {segments.map((segment, index) =>
                segment.kind === "link" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render.
                  <a key={index} href={segment.href} rel="noopener nofollow ugc" target="_blank">
                    {segment.text}
                  </a>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render.
                  <Fragment key={index}>{segment.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
