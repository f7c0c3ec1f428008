import type { ReactNode } from "react";
import styles from "./error-screen.module.css";

/** A refusal the server explains (a role without the right): its words come from the server, not the public bundle. */
export type Explained = { title: string; text: string; actionHref: string; actionLabel: string };

export function explainedOf(error: unknown): Explained | undefined {
  const explained = (error as { data?: { explained?: Partial<Explained> } } | null)?.data?.explained;
  if (!explained) return undefined;
  const { title, text, actionHref, actionLabel } = explained;
  return [title, text, actionHref, actionLabel].every((value) => typeof value === "string")
    ? ({ title, text, actionHref, actionLabel } as Explained)
    : undefined;
}
/** `error`: what the boundary caught, read only for a refusal the server explains (explainedOf). */
type Props = { status: number | "chunk"; error?: unknown };

function Screen({
  code,
  title,
  text,
  children,
}: {
  code: string | number;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className={styles.screen} data-error-screen="">
      <p className={styles.code}>{code}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </main>
  );
}

function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.action} href={href}>
      {children}
    </a>
  );
}

/** SPEC §8, with our own words. */
export function ErrorScreen({ status, error }: Props) {
  const explained = explainedOf(error);
  if (explained) {
    return (
      <Screen code={status} title={explained.title} text={explained.text}>
        <div className={styles.actions}>
          <Action href={explained.actionHref}>{explained.actionLabel}</Action>
        </div>
      </Screen>
    );
  }
  if (status === 404) {
    return (
      <Screen
        code={404}
        title="Not Found"
        text="요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 삭제된 페이지일 수 있습니다."
      >
        <Action href="/">홈으로 이동</Action>
      </Screen>
    );
  }
  if (status === 401 || status === 403) {
    const signedOut = status === 401;
    return (
      <Screen
        code={status}
        title={signedOut ? "로그인이 필요합니다" : "요청을 처리할 수 없습니다"}
        text={
          signedOut
            ? "관리자 로그인 세션이 없거나 만료되었습니다. 다시 로그인한 뒤 시도해 주세요."
            : "다른 사이트에서 보낸 요청이거나 허용되지 않은 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요."
        }
      >
        <div className={styles.actions}>
          <Action href={signedOut ? "/admin/login" : "/"}>{signedOut ? "관리자 로그인" : "홈으로 이동"}</Action>
        </div>
      </Screen>
    );
  }
  if (status === 400 || status === 405 || status === 413) {
    return (
      <Screen
        code={status}
        title="잘못된 요청입니다"
        text={
          status === 413
            ? "보낸 내용이 너무 커서 처리할 수 없습니다. 내용을 줄여 다시 시도해 주세요."
            : "요청을 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요."
        }
      >
        <div className={styles.actions}>
          <Action href="/">홈으로 이동</Action>
        </div>
      </Screen>
    );
  }
  const isChunk = status === "chunk";
  return (
    <Screen
      code={isChunk ? "업데이트" : "오류"}
      title={isChunk ? "새 버전을 불러오는 중 문제가 발생했습니다" : "일시적인 오류가 발생했습니다"}
      text={
        isChunk
          ? "사이트가 새 버전으로 업데이트되었습니다. 페이지를 새로 고치면 정상적으로 이용하실 수 있습니다."
          : "불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 대표전화로 문의해 주세요."
      }
    >
      <div className={styles.actions}>
        <Action href="/">홈으로 이동</Action>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          새로 고침
        </button>
      </div>
    </Screen>
  );
}
