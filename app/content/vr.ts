/** The E-model house's virtual tours (SPEC §2, §3); each key maps to the vendor's tour address. */
export type VrKey = "84A" | "84B" | "99A";

export type VrTab = { title: string; key: VrKey };

export const vrTabs: VrTab[] = [
  { title: "84A", key: "84A" },
  { title: "84B", key: "84B" },
  { title: "99A", key: "99A" },
];

/** Replace with the vendor's tour addresses; one host keeps the frame policy simple. */
export const vrTourUrls: Record<VrKey, string> = {
  "84A": "https://vr.pentacity-hansin.example/84A",
  "84B": "https://vr.pentacity-hansin.example/84B",
  "99A": "https://vr.pentacity-hansin.example/99A",
};

export const vrCopy = {
  tabListLabel: "E-모델하우스 주택형 선택",
  frameTitleSuffix: "타입 E-모델하우스 VR 투어",
  hint: "화면을 클릭하시면 VR로 세대 내부를 둘러보실 수 있습니다.",
  /** The cover keeps the page's wheel and swipe until the visitor clicks it. */
  activate: "클릭하여 VR 둘러보기",
  fullscreenLink: "새 창에서 크게 보기",
} as const;
