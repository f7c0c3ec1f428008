import { KAKAO_LABEL } from "#app/modules/site-facts/copy.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { bookingCopy } from "../copy.ts";
import styles from "../routes/visit.module.css";
import { type BookingStatus, bookingStatusLabels } from "../statuses.ts";

type Shown = { number: string; status: BookingStatus; name: string; phone: string; day: string; time: string };

/** A booking's details on its own page, the model house's address and map, and the Kakao channel. */
export function BookingSummary({ booking, partySize, mapUrl }: { booking: Shown; partySize: string; mapUrl: string }) {
  const { modelHouseAddress, kakaoChannelUrl } = useSiteFacts();
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{bookingCopy.details.number}</dt>
          <dd className={styles.number}>{booking.number}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.status}</dt>
          <dd>{bookingStatusLabels[booking.status] ?? booking.status}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.name}</dt>
          <dd>{booking.name}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.phone}</dt>
          <dd>{booking.phone}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.date}</dt>
          <dd>{booking.day}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.time}</dt>
          <dd>{booking.time}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.party}</dt>
          <dd>{partySize}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.address}</dt>
          <dd>
            {modelHouseAddress}{" "}
            <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
              {bookingCopy.mapLink}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          </dd>
        </div>
      </dl>
      {kakaoChannelUrl && (
        <p className={styles.kakaoLine}>
          {bookingCopy.kakaoAsk}{" "}
          <a href={kakaoChannelUrl} target="_blank" rel="noopener noreferrer" className={styles.kakaoLink}>
            {KAKAO_LABEL}
            <span className="visually-hidden"> (새 창)</span>
          </a>
        </p>
      )}
    </>
  );
}
