import { Fragment } from "react";
import type { StoredAttribution } from "#app/modules/attribution/attribution.ts";
import { attributionLabels as labels } from "#app/modules/attribution/copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";

/**
 * A lead's or a booking's channel as the admin shows it, in one markup everywhere. The values come
 * from an ad's address or a referrer, which a visitor controls: each sits in its own <bdi>, so a
 * right-to-left or mixed value keeps its direction and cannot reorder the text around it.
 */

type ChannelLine = Pick<StoredAttribution, "channel" | "medium" | "campaign">;

const channelParts = (attribution: ChannelLine) =>
  [attribution.channel, attribution.medium, attribution.campaign].filter((part): part is string => Boolean(part));

/** The channel in one line for a table cell or a list item ("naver / cpc / launch"), or "알 수 없음" (muted). */
export function ChannelSummary({ attribution }: { attribution: ChannelLine }) {
  if (!attribution.channel) return <span className={styles.muted}>{labels.unknownChannel}</span>;
  // One element: a phone's card layout makes each child of a cell a grid item of its own.
  return (
    <span>
      {channelParts(attribution).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts keep their order (channel, medium, campaign).
        <Fragment key={index}>
          {index > 0 && " / "}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}

function detailRows(attribution: StoredAttribution): [string, string][] {
  return [
    [labels.channel, attribution.channel ?? labels.none],
    [labels.medium, attribution.medium ?? labels.none],
    [labels.campaign, attribution.campaign ?? labels.none],
    [labels.term, attribution.term ?? labels.none],
    [labels.content, attribution.content ?? labels.none],
    [labels.referrerHost, attribution.referrerHost ?? labels.none],
    [labels.landingPath, attribution.landingPath ?? labels.none],
    [
      labels.adParams,
      attribution.adParams
        ? Object.entries(attribution.adParams)
            .map(([name, value]) => `${name}=${value}`)
            .join(", ")
        : labels.none,
    ],
  ];
}

/** Every recorded part of the channel as a definition list, or why it is unknown. */
export function AttributionDetails({ attribution }: { attribution: StoredAttribution }) {
  if (!attribution.channel) {
    return (
      <p className={styles.muted}>
        {labels.unknown}. {labels.unknownNote}
      </p>
    );
  }
  return (
    <dl className={styles.details}>
      {detailRows(attribution).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="auto">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
