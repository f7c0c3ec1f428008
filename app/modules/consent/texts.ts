import { site } from "#app/content/site.ts";
import type { ConsentAction } from "./kinds.ts";

/**
 * The two notices the law asks for, as service texts (never advertising): the result of a choice
 * within 14 days (정보통신망법 art. 50(8), 시행령 62조의2: sender, what was chosen, the date, the
 * result) and a reminder every two years (시행령 62조의3).
 */
const prefix = `[${site.name}]`;
/** The choices a result notice is sent for (an unticked box is no choice to notify). */
export type NotifiedAction = Exclude<ConsentAction, "not_given">;

const actionNames: Record<NotifiedAction, string> = {
  given: "광고성 정보 수신 동의",
  withdrawn: "광고성 정보 수신 거부(동의 철회)",
};

/** How to refuse, at the end of each notice: the link, and the free 080 number when there is one. */
function howToRefuse(link: string, optOut080: string | undefined): string {
  return optOut080 ? `수신거부: ${link}\n무료수신거부 ${optOut080}` : `수신거부: ${link}`;
}

export const consentTexts = {
  /** The result of a choice: sender, what was chosen, the date, the result (시행령 62조의2). */
  result: ({
    action,
    date,
    link,
    optOut080,
  }: {
    action: NotifiedAction;
    date: string;
    link: string;
    optOut080: string | undefined;
  }) =>
    [
      `${prefix} 광고 수신 ${action === "given" ? "동의" : "거부"} 처리 결과 안내`,
      `전송자: ${site.name}`,
      `내용: ${actionNames[action]}`,
      `일자: ${date}`,
      action === "given"
        ? `결과: 처리 완료. 언제든 수신을 거부하실 수 있습니다.\n${howToRefuse(link, optOut080)}`
        : "결과: 처리 완료. 앞으로 광고 문자를 보내지 않습니다.",
    ].join("\n"),
  /** Every two years: that the person consented, when, and how to withdraw (시행령 62조의3). */
  reminder: ({ date, link, optOut080 }: { date: string; link: string; optOut080: string | undefined }) =>
    [
      `${prefix} 광고 수신 동의 확인 안내`,
      `고객님은 ${date} ${site.name}의 광고성 정보(문자) 수신에 동의하셨습니다.`,
      "동의를 유지하시려면 따로 하실 일이 없습니다. 더 받지 않으시려면 아래에서 수신을 거부해 주세요.",
      howToRefuse(link, optOut080),
    ].join("\n"),
  lmsSubject: site.name,
} as const;
