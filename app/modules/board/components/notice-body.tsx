import { Fragment } from "react";
import type { BodyParagraph } from "#app/modules/board/notice-text.ts";

/**
 * A notice's body: paragraphs, line breaks and http(s) links, as React text nodes and <a> elements
 * (text.ts, run by the loader on the server, decides what is a link; nothing of the body is ever
 * read as HTML).
 */
export function NoticeBody({ paragraphs, className }: { paragraphs: BodyParagraph[]; className?: string }) {
  return (
    <div className={className} data-testid="notice-body">
      {paragraphs.map((lines, paragraph) => (
        // Paragraphs and lines have no identity beyond their place; the text is split once per render.
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
