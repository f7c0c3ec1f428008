import { type Picture, pic } from "./pictures.ts";

/** /Brand/intro: the brand story, values and closing promise. */
export type BrandValue = { number: string; english: string; title: string; text: string };

export type BrandIntro = {
  eyebrow: string;
  heading: string;
  lead: string[];
  image: Picture;
  imageCaption: string;
  valuesIntro: { eyebrow: string; heading: string };
  values: BrandValue[];
  closing: { eyebrow: string; text: string };
};

export const brandIntro: BrandIntro = {
  eyebrow: "BRAND STORY",
  heading: "1군 브랜드 한신더휴,\n머무는 모든 순간을 새롭게",
  lead: [
    "한신더휴(THE HUE)는 ‘휴(休)’의 여유와 ‘Hue’의 다채로운 빛을 담은 한신공영의 프리미엄 주거 브랜드입니다.",
    "검증된 시공 품질과 세심한 설계로, 가족이 오래 머물수록 더 깊어지는 집의 가치를 짓습니다.",
  ],
  image: pic("brand-intro"),
  imageCaption: "빛과 여유가 머무는 한신더휴의 밤",
  valuesIntro: { eyebrow: "BRAND VALUE", heading: "한신더휴가 지키는 네 가지 약속" },
  values: [
    {
      number: "01",
      english: "TRUST",
      title: "믿을 수 있는 품질",
      text: "설계부터 시공, 입주 후 관리까지 1군 건설사의 기준으로 꼼꼼하게 책임집니다.",
    },
    {
      number: "02",
      english: "REST",
      title: "온전한 휴식",
      text: "채광과 통풍, 동선을 먼저 생각한 평면으로 집 안에서의 쉼을 넉넉하게 만듭니다.",
    },
    {
      number: "03",
      english: "NATURE",
      title: "자연과 가까운 일상",
      text: "호수와 숲, 단지 안 조경을 가까이 두어 계절의 변화를 매일 누리도록 설계합니다.",
    },
    {
      number: "04",
      english: "COMMUNITY",
      title: "함께 누리는 공간",
      text: "피트니스센터와 독서실, 카페 등 이웃과 함께 쓰는 공간으로 단지의 품격을 높입니다.",
    },
  ],
  closing: {
    eyebrow: "HANSHIN THE HUE",
    text: "좋은 집은 오래 살아볼수록 알 수 있습니다.\n한신더휴는 그 시간까지 생각하며 짓습니다.",
  },
};
