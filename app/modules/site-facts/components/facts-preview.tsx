import { PhoneIcon } from "#app/components/ui/icons.tsx";
import { telHref } from "#app/content/site.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminFactsCopy as copy } from "../admin-copy.ts";
import { MODEL_HOUSE_HOURS_LABEL, PHONE_HOURS_LABEL } from "../copy.ts";
import type { SiteFacts } from "../schema.ts";
import { phoneHoursText } from "../shell-facts.ts";
import own from "./facts-preview.module.css";

/** The draft as the public footer and the phone's bottom bar show it (a simple likeness). */
export function FactsPreview({ facts }: { facts: SiteFacts }) {
  return (
    <section className={styles.card} aria-labelledby="facts-preview">
      <h2 id="facts-preview" className={styles.cardTitle}>
        {copy.preview}
      </h2>
      <p className={styles.hint}>{copy.previewLead}</p>
      <div className={own.footer} data-testid="facts-preview">
        <div>
          <p className={own.label}>{copy.previewPhoneLabel}</p>
          <a className={own.phone} href={telHref(facts.salesPhone)}>
            <PhoneIcon className={own.icon} />
            {facts.salesPhone}
          </a>
          <p className={own.muted}>
            {PHONE_HOURS_LABEL} {phoneHoursText(facts.consultationHours)}
          </p>
        </div>
        <dl className={own.facts}>
          <div>
            <dt>{copy.previewModelHouse}</dt>
            <dd>{facts.modelHouseAddress}</dd>
          </div>
          <div>
            <dt>{MODEL_HOUSE_HOURS_LABEL}</dt>
            <dd>{facts.modelHouseHours}</dd>
          </div>
          <div>
            <dt>{copy.previewBookingNote}</dt>
            <dd>{facts.bookingNote || "—"}</dd>
          </div>
          <div>
            <dt>{copy.previewKakao}</dt>
            <dd>{facts.kakaoChannelUrl || "—"}</dd>
          </div>
        </dl>
        <a className={own.map} href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
          {copy.previewMap}
          <span className="visually-hidden"> (새 창)</span>
        </a>
      </div>
      <div className={own.bar}>
        <span className={own.barCall}>
          <PhoneIcon className={own.icon} />
          {facts.salesPhone}
        </span>
      </div>
    </section>
  );
}
