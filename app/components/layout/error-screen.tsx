import styles from "./error-screen.module.css";

type Props = {
  status: number | "chunk";
  /** A 403's own reason (a role refusal) instead of the cross-site words. */
  message?: string;
};

/** The shared error screen: Korean copy and a way back (SPEC §8, with our own words). */
export function ErrorScreen({ status, message }: Props) {
  if (status === 404) {
    return (
      <main id="main" className={styles.screen} data-error-screen="">
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
  if (status === 401 || status === 403) {
    const signedOut = status === 401;
    return (
      <main id="main" className={styles.screen} data-error-screen="">
        <p className={styles.code}>{status}</p>
        <h1 className={styles.title}>
          {signedOut ? "로그인이 필요합니다" : message ? "권한이 없습니다" : "요청을 처리할 수 없습니다"}
        </h1>
        <p className={styles.text}>
          {(message ?? signedOut)
            ? "관리자 로그인 세션이 없거나 만료되었습니다. 다시 로그인한 뒤 시도해 주세요."
            : "다른 사이트에서 보낸 요청이거나 허용되지 않은 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요."}
        </p>
        <div className={styles.actions}>
          <a className={styles.action} href={signedOut ? "/admin/login" : "/"}>
            {signedOut ? "관리자 로그인" : "홈으로 이동"}
          </a>
        </div>
      </main>
    );
  }
  if (status === 400 || status === 405 || status === 413) {
    return (
      <main id="main" className={styles.screen} data-error-screen="">
        <p className={styles.code}>{status}</p>
        <h1 className={styles.title}>잘못된 요청입니다</h1>
        <p className={styles.text}>
          {status === 413
            ? "보낸 내용이 너무 커서 처리할 수 없습니다. 내용을 줄여 다시 시도해 주세요."
            : "요청을 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요."}
        </p>
        <div className={styles.actions}>
          <a className={styles.action} href="/">
            홈으로 이동
          </a>
        </div>
      </main>
    );
  }
  const isChunk = status === "chunk";
  return (
    <main id="main" className={styles.screen} data-error-screen="">
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
