/** Alt text and intrinsic size of `assets/images/<name>`; replace the file (same name) and rebuild for a real photo. */
export type ImageInfo = { alt: string; width: number; height: number };

export const images = {
  // Home and shared
  "home-hero": { alt: "호수공원 너머로 보이는 펜타시티 한신더휴 단지 전경 일러스트", width: 1920, height: 1080 },
  "home-brand": { alt: "저녁 빛이 비치는 한신더휴 단지 입구 일러스트", width: 1600, height: 1000 },
  "premium-01": { alt: "펜타시티 중심의 대단지 배치를 표현한 일러스트", width: 800, height: 600 },
  "premium-02": { alt: "산업단지와 도로망이 이어지는 입지 일러스트", width: 800, height: 600 },
  "premium-03": { alt: "호수공원과 산책로가 단지와 맞닿은 풍경 일러스트", width: 800, height: 600 },
  "premium-04": { alt: "학교와 생활편의시설이 가까운 생활권 일러스트", width: 800, height: 600 },
  "location-map": {
    alt: "펜타시티 한신더휴 주변 도로, 산업단지, 학교, 공원 위치를 표시한 입지 지도",
    width: 1600,
    height: 1100,
  },
  "site-plan": { alt: "동 배치와 조경, 커뮤니티 시설 위치를 표시한 단지배치도", width: 1600, height: 1100 },
  "lake-layout": { alt: "동별 호수 조망 방향을 표시한 호수배치도", width: 1600, height: 1100 },
  community: { alt: "피트니스센터, 독서실, 카페로 구성된 커뮤니티 시설 안내도", width: 1600, height: 1000 },
  "special-design": { alt: "저층 특화 설계와 중앙 광장을 표현한 특화설계 일러스트", width: 1600, height: 1000 },
  // Unit plans, by menu label (SPEC §2 unit labels)
  "plan-84A": { alt: "84A 타입 평면도: 거실, 주방, 침실 3개, 욕실 2개, 드레스룸, 발코니", width: 1400, height: 1000 },
  "plan-84B": { alt: "84B 타입 평면도: 거실, 주방, 침실 3개, 욕실 2개, 팬트리, 발코니", width: 1400, height: 1000 },
  "plan-84C": { alt: "84C 타입 평면도: 판상형 4베이 구조의 거실, 주방, 침실 3개, 욕실 2개", width: 1400, height: 1000 },
  "plan-84D": { alt: "84D 타입 평면도: 타워형 구조의 거실, 주방, 침실 3개, 욕실 2개", width: 1400, height: 1000 },
  "plan-99A": { alt: "99A 타입 평면도: 거실, 주방, 침실 4개, 욕실 2개, 드레스룸, 알파룸", width: 1400, height: 1000 },
  "plan-99B": { alt: "99B 타입 평면도: 거실, 주방, 침실 4개, 욕실 2개, 팬트리", width: 1400, height: 1000 },
  "plan-99C": { alt: "99C 타입 평면도: 코너형 구조의 거실, 주방, 침실 4개, 욕실 2개", width: 1400, height: 1000 },
  // Sub-page banners
  "banner-brand": { alt: "", width: 1920, height: 560 },
  "banner-business": { alt: "", width: 1920, height: 560 },
  "banner-location": { alt: "", width: 1920, height: 560 },
  "banner-complex": { alt: "", width: 1920, height: 560 },
  "banner-floorplan": { alt: "", width: 1920, height: 560 },
  "banner-interior": { alt: "", width: 1920, height: 560 },
  "banner-sales": { alt: "", width: 1920, height: 560 },
  "banner-promotion": { alt: "", width: 1920, height: 560 },
  // Content pages
  "brand-intro": { alt: "한신더휴 브랜드의 가치를 표현한 단지 야경 일러스트", width: 1600, height: 1000 },
  "video-poster": { alt: "펜타시티 한신더휴 홍보영상 첫 장면", width: 1920, height: 1080 },
  "business-2abl": { alt: "2ABL 블록 1,597세대 단지 조감 일러스트", width: 1600, height: 1000 },
  "business-4abl": { alt: "4ABL 블록 595세대 단지 조감 일러스트", width: 1600, height: 1000 },
  "sales-schedule": { alt: "특별공급, 일반공급, 당첨자 발표, 계약 순서의 분양일정 안내", width: 1400, height: 1000 },
  "contract-documents": {
    alt: "계약 시 필요한 신분증, 인감, 주민등록등본 등 구비서류 안내",
    width: 1400,
    height: 1200,
  },
  "location-hero": {
    alt: "펜타시티와 주변 산업단지, 호수공원을 내려다본 입지 조감 일러스트",
    width: 1920,
    height: 900,
  },
  "location-feature-01": { alt: "산업단지와 기업 입주 예정지 일러스트", width: 800, height: 560 },
  "location-feature-02": { alt: "고속도로와 KTX역으로 이어지는 교통망 일러스트", width: 800, height: 560 },
  "location-feature-03": { alt: "단지 인근 초·중·고 학교 일러스트", width: 800, height: 560 },
  "location-feature-04": { alt: "호수공원과 수변 산책로 일러스트", width: 800, height: 560 },
  "premium-infographic": {
    alt: "2,192세대 대단지, 공동주택용지 54%, 약 250개 기업, 약 8,300억 원 경제효과를 정리한 프리미엄 안내",
    width: 1400,
    height: 1600,
  },
  "interior-59-living": { alt: "59㎡ 거실과 발코니 창 너머 풍경의 인테리어 일러스트", width: 1600, height: 1000 },
  "interior-59-kitchen": { alt: "59㎡ ㄱ자 주방과 식탁 공간의 인테리어 일러스트", width: 1600, height: 1000 },
  "interior-84-living": { alt: "84㎡ 넓은 거실과 아트월의 인테리어 일러스트", width: 1600, height: 1000 },
  "interior-84-kitchen": { alt: "84㎡ 아일랜드 주방의 인테리어 일러스트", width: 1600, height: 1000 },
  "interior-84-bedroom": { alt: "84㎡ 안방과 드레스룸의 인테리어 일러스트", width: 1600, height: 1000 },
  "subscription-change": {
    alt: "청약제도 변경 주요 체크포인트: 가점제·추첨제 비율, 특별공급 요건, 재당첨 제한 안내",
    width: 1400,
    height: 1500,
  },
  "announcement-hero": { alt: "입주자모집공고 안내 이미지", width: 1600, height: 900 },
  "customer-visit": { alt: "견본주택 상담 공간 일러스트", width: 1200, height: 800 },
} satisfies Record<string, ImageInfo>;

export type ImageName = keyof typeof images;
