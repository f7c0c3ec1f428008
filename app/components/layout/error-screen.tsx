import styles from "./error-screen.module.css";

type Props = { status: number | "chunk" };

/** The shared error screen: Korean copy and a way back (SPEC §8, with our own words). */
export function ErrorScreen({ status }: Props) {
  if (status === 404) {
    return (
      <main id="main" className={styles.screen}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Not Found</h1>
        <p className={styles.text}>
          요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 삭제된 페이지일 수 있습니다.
        </p>
        <a className={styles.action} href="/">
          홈으로 이동
        </a>
      </main>
    );
  }
  const isChunk = status === "chunk";
  return (
    <main id="main" className={styles.screen}>
      <p className={styles.code}>{isChunk ? "업데이트" : "오류"}</p>
      <h1 className={styles.title}>
        {isChunk ? "새 버전을 불러오는 중 문제가 발생했습니다" : "일시적인 오류가 발생했습니다"}
      </h1>
      <p className={styles.text}>
        {isChunk
          ? "사이트가 새 버전으로 업데이트되었습니다. 페이지를 새로 고치면 정상적으로 이용하실 수 있습니다."
          : "불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 대표전화로 문의해 주세요."}
      </p>
      <div className={styles.actions}>
        <a className={styles.action} href="/">
          홈으로 이동
        </a>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          새로 고침
        </button>
      </div>
    </main>
  );
}
