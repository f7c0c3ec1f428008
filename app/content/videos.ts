import { type Picture, pic } from "./pictures.ts";

/** The ids and the tour address are placeholders the operator replaces with the real ones. */

/** The promotional film on /Brand/video: autoplays muted and stops at its end (no loop). */
export type BrandVideo = {
  eyebrow: string;
  heading: string;
  lead: string;
  title: string;
  videoId: string;
  poster: Picture;
  notes: string[];
};

export const brandVideo: BrandVideo = {
  eyebrow: "PROMOTION FILM",
  heading: "영상으로 먼저 만나는 펜타시티 한신더휴",
  lead: "호수와 숲 사이, 펜타시티의 중심에 들어서는 2,192세대 대단지의 모습을 담았습니다.",
  title: "펜타시티 한신더휴 홍보영상",
  videoId: "pQm3Xh7dT2k",
  poster: pic("video-poster"),
  notes: [
    "영상은 소리 없이 자동으로 재생되며, 끝나면 멈춥니다. 소리는 영상의 음소거 해제 버튼으로 켤 수 있습니다.",
    "영상에 사용된 이미지와 CG는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.",
  ],
};

export type VideoTab = { id: 1 | 2 | 3; title: string; description: string; videoId: string };

export const guideVideosIntro = {
  eyebrow: "GUIDE VIDEO",
  heading: "가이드영상으로 미리 둘러보세요",
  lead: "입지와 세대 내부를 영상으로 확인하실 수 있습니다. 원하시는 영상을 선택해 주세요.",
};

export const guideVideos: VideoTab[] = [
  {
    id: 1,
    title: "입지 안내 영상",
    description: "산업단지와 교통망, 호수공원까지 펜타시티 한신더휴의 입지를 소개합니다.",
    videoId: "Lk8vR2nW5qE",
  },
  {
    id: 2,
    title: "59타입 영상",
    description: "실용적인 공간 구성이 돋보이는 59타입 세대 내부를 둘러봅니다.",
    videoId: "Zt4pH9cY1mB",
  },
  {
    id: 3,
    title: "84타입 영상",
    description: "넓은 거실과 특화 주방을 갖춘 84타입 세대 내부를 둘러봅니다.",
    videoId: "Qa6sJ3dF8xN",
  },
];

export type VrTab = { key: string; title: string };

/** SPEC §2: the model-house tab list shows at most five tabs. */
export const MAX_VR_TABS = 5;

export const vrTabs: VrTab[] = [{ key: "emodel", title: "사이버 모델하우스" }];

export const vrTourUrls: Record<string, string> = {
  emodel: "https://vr.pentacity-hansin.example/emodel",
};

export const emodelIntro = {
  eyebrow: "E-MODEL HOUSE",
  heading: "집에서 둘러보는 사이버 모델하우스",
  lead: "견본주택을 방문하지 않아도 세대 내부를 360° VR로 자유롭게 살펴보실 수 있습니다.",
  clickHint: "화면을 클릭하시면 VR을 보실 수 있습니다.",
  frameTitle: "펜타시티 한신더휴 사이버 모델하우스 VR",
  newWindowLabel: "VR 새 창으로 보기",
};

export function visibleVrTabs(tabs: readonly VrTab[] = vrTabs): VrTab[] {
  return tabs.slice(0, MAX_VR_TABS);
}
