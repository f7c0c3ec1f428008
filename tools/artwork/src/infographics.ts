/**
 * Text-bearing infographics with the SPEC figures: the premium summary, subscription-rule
 * checkpoints, the sales schedule and the contract documents, plus the recruitment-notice hero.
 */
import { site } from "../../../app/content/site.ts";
import {
  circle,
  line,
  linear,
  mix,
  n,
  palette,
  path,
  radial,
  rect,
  richText,
  roundRect,
  shadowFilter,
  svg,
  text,
} from "./svg.ts";

const INK = palette.navy;
const SOFT = palette.slate;

function defs(): string {
  return (
    shadowFilter("card", 6, 14, 0.1) +
    linear("paper", [
      [0, "#fbf9f5"],
      [1, "#f3eee5"],
    ]) +
    linear("navyPanel", [
      [0, palette.navy2],
      [1, palette.navy],
    ])
  );
}

function header(W: number, eyebrow: string, title: string, sub: string, y = 110): string {
  let out = text(W / 2, y, eyebrow, { size: 18, weight: 700, fill: palette.teal, anchor: "middle", spacing: 5 });
  out += text(W / 2, y + 66, title, { size: 50, weight: 700, fill: INK, anchor: "middle" });
  out += rect(W / 2 - 24, y + 94, 48, 4, { fill: palette.amber });
  out += text(W / 2, y + 140, sub, { size: 21, fill: SOFT, anchor: "middle" });
  return out;
}

function note(x: number, y: number, w: number, lines: string[]): string {
  let out = roundRect(x, y, w, 28 + lines.length * 30, 10, { fill: "#efe9de" });
  lines.forEach((l, i) => {
    out += text(x + 28, y + 40 + i * 30, l, { size: 16, fill: SOFT });
  });
  return out;
}

/* Icons: 64px line icons centred at (x, y). */
const stroke = {
  fill: "none",
  stroke: INK,
  "stroke-width": 3,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
} as const;

export const icons = {
  buildings: (x: number, y: number) =>
    path(
      `M${x - 26},${y + 26}V${y - 10}h16V${y + 26}M${x - 10},${y + 26}V${y - 26}h20V${y + 26}M${x + 10},${y + 26}V${y - 2}h16V${y + 26}M${x - 30},${y + 26}h60`,
      stroke,
    ) + rect(x - 5, y - 18, 10, 6, { fill: palette.amber }),
  factory: (x: number, y: number) =>
    path(`M${x - 28},${y + 24}V${y - 4}l14,-8v8l14,-8v8l14,-8V${y - 24}h10V${y + 24}Z`, stroke) +
    rect(x - 20, y + 6, 8, 8, { fill: palette.amber }) +
    rect(x - 4, y + 6, 8, 8, { fill: palette.amber }) +
    rect(x + 12, y + 6, 8, 8, { fill: palette.amber }),
  chart: (x: number, y: number) =>
    path(
      `M${x - 28},${y + 26}h56M${x - 20},${y + 26}V${y + 6}M${x - 4},${y + 26}V${y - 6}M${x + 12},${y + 26}V${y - 18}`,
      { ...stroke, "stroke-width": 7 },
    ) +
    path(`M${x - 26},${y - 2}L${x - 6},${y - 18}L${x + 6},${y - 10}L${x + 26},${y - 28}`, {
      ...stroke,
      stroke: palette.amber,
    }),
  pie: (x: number, y: number) =>
    circle(x, y, 26, stroke) +
    path(
      `M${x},${y}V${y - 26}A26,26 0 0 1 ${n(x + 26 * Math.sin(0.8 * Math.PI))},${n(y - 26 * Math.cos(0.8 * Math.PI))}Z`,
      { fill: palette.amber, opacity: 0.9 },
    ),
  train: (x: number, y: number) =>
    roundRect(x - 20, y - 26, 40, 44, 10, stroke) +
    path(`M${x - 20},${y - 2}h40M${x - 12},${y + 26}l6,-8M${x + 12},${y + 26}l-6,-8`, stroke) +
    circle(x - 10, y + 8, 3, { fill: INK }) +
    circle(x + 10, y + 8, 3, { fill: INK }) +
    rect(x - 12, y - 20, 24, 10, { fill: palette.amber, rx: 3 }),
  school: (x: number, y: number) =>
    path(
      `M${x - 28},${y - 6}L${x},${y - 24}L${x + 28},${y - 6}M${x - 22},${y - 8}V${y + 24}h44V${y - 8}M${x - 8},${y + 24}V${y + 8}h16V${y + 24}`,
      stroke,
    ) + path(`M${x},${y - 24}V${y - 36}l10,4l-10,4`, { ...stroke, stroke: palette.amber }),
  tree: (x: number, y: number) =>
    circle(x, y - 8, 20, { ...stroke, fill: palette.sageLight }) +
    path(`M${x},${y + 4}V${y + 28}M${x - 12},${y + 28}h24`, stroke),
  checklist: (x: number, y: number) =>
    roundRect(x - 22, y - 28, 44, 56, 6, stroke) +
    path(`M${x - 12},${y - 12}l4,4l8,-8M${x - 12},${y + 4}l4,4l8,-8`, { ...stroke, stroke: palette.amber }) +
    path(`M${x + 4},${y - 12}h8M${x + 4},${y + 4}h8M${x - 12},${y + 18}h24`, stroke),
  people: (x: number, y: number) =>
    circle(x - 12, y - 12, 9, stroke) +
    circle(x + 14, y - 8, 7, { ...stroke, stroke: palette.amber }) +
    path(`M${x - 28},${y + 24}c0,-14 8,-22 16,-22s16,8 16,22M${x + 4},${y + 24}c0,-10 4,-17 10,-17s12,7 12,17`, stroke),
  calendar: (x: number, y: number) =>
    roundRect(x - 26, y - 22, 52, 48, 6, stroke) +
    path(`M${x - 26},${y - 8}h52M${x - 14},${y - 30}v12M${x + 14},${y - 30}v12`, stroke) +
    rect(x + 4, y + 2, 12, 12, { fill: palette.amber, rx: 2 }),
  megaphone: (x: number, y: number) =>
    path(`M${x - 24},${y - 8}h10l24,-16v48l-24,-16h-10Z M${x - 14},${y + 8}l4,18h8l-4,-18`, stroke) +
    path(`M${x + 20},${y - 10}q8,10 0,20`, { ...stroke, stroke: palette.amber }),
  monitor: (x: number, y: number) =>
    roundRect(x - 28, y - 24, 56, 38, 5, stroke) +
    path(`M${x - 10},${y + 26}h20M${x},${y + 14}v12`, stroke) +
    path(`M${x - 12},${y - 6}l8,8l16,-16`, { ...stroke, stroke: palette.amber }),
  trophy: (x: number, y: number) =>
    path(
      `M${x - 16},${y - 26}h32v16a16,16 0 0 1 -32,0Z M${x - 16},${y - 20}h-10q0,14 12,16M${x + 16},${y - 20}h10q0,14 -12,16M${x},${y + 6}v10M${x - 12},${y + 26}h24l-3,-10h-18Z`,
      stroke,
    ) + circle(x, y - 14, 5, { fill: palette.amber }),
  contract: (x: number, y: number) =>
    roundRect(x - 22, y - 28, 40, 54, 5, stroke) +
    path(`M${x - 12},${y - 14}h20M${x - 12},${y - 4}h20M${x - 12},${y + 6}h12`, stroke) +
    path(`M${x + 8},${y + 22}l18,-18l6,6l-18,18h-6Z`, { ...stroke, stroke: palette.amber }),
  idCard: (x: number, y: number) =>
    roundRect(x - 30, y - 20, 60, 42, 6, stroke) +
    circle(x - 14, y - 2, 7, { ...stroke, stroke: palette.amber }) +
    path(`M${x - 24},${y + 14}c2,-6 6,-8 10,-8s8,2 10,8M${x + 4},${y - 6}h16M${x + 4},${y + 4}h12`, stroke),
  stamp: (x: number, y: number) =>
    path(`M${x - 8},${y - 28}h16v10c0,6 -4,8 -4,14h-8c0,-6 -4,-8 -4,-14Z M${x - 22},${y + 4}h44v10h-44Z`, stroke) +
    rect(x - 18, y + 20, 36, 8, { fill: palette.amber, rx: 2 }),
  sealedDoc: (x: number, y: number) =>
    path(`M${x - 22},${y - 28}h30l12,12v44h-42Z M${x + 8},${y - 28}v12h12`, stroke) +
    path(`M${x - 12},${y - 6}h22M${x - 12},${y + 4}h16`, stroke) +
    circle(x + 8, y + 18, 8, { fill: "none", stroke: "#d0574a", "stroke-width": 3 }),
  doc: (x: number, y: number) =>
    path(`M${x - 22},${y - 28}h30l12,12v44h-42Z M${x + 8},${y - 28}v12h12`, stroke) +
    path(`M${x - 12},${y - 6}h22M${x - 12},${y + 4}h22M${x - 12},${y + 14}h14`, stroke) +
    rect(x - 12, y - 18, 10, 4, { fill: palette.amber }),
  family: (x: number, y: number) =>
    circle(x - 14, y - 14, 8, stroke) +
    circle(x + 14, y - 14, 8, stroke) +
    circle(x, y + 2, 6, { ...stroke, stroke: palette.amber }) +
    path(
      `M${x - 28},${y + 26}c0,-14 6,-22 14,-22M${x + 28},${y + 26}c0,-14 -6,-22 -14,-22M${x - 10},${y + 26}c0,-8 4,-12 10,-12s10,4 10,12`,
      stroke,
    ),
  receipt: (x: number, y: number) =>
    path(`M${x - 20},${y - 28}h40v56l-7,-5l-6,5l-7,-5l-6,5l-7,-5l-7,5Z`, stroke) +
    text(x, y + 6, "5%", { size: 18, weight: 700, fill: palette.amberDark, anchor: "middle" }),
  handshake: (x: number, y: number) =>
    path(
      `M${x - 30},${y - 4}l12,-12l14,6l10,-6l14,0l10,12M${x - 18},${y - 16}l-12,16l16,16l6,-4l6,6l6,-4l6,4l12,-14`,
      stroke,
    ) + path(`M${x - 2},${y - 10}l-10,10`, { ...stroke, stroke: palette.amber }),
};

function iconTile(x: number, y: number, icon: (x: number, y: number) => string, size = 104): string {
  return circle(x, y, size / 2, { fill: mix(palette.amber, "#ffffff", 0.82) }) + icon(x, y);
}

export function premiumInfographic(): string {
  const W = 1400;
  const H = 1600;
  let body = rect(0, 0, W, H, { fill: "url(#paper)" });
  body += header(W, "PREMIUM VALUE", `${site.name} 프리미엄`, "펜타시티의 중심에서 누리는 대단지 브랜드의 가치");
  // Households panel: big figure and the block split.
  const py = 330;
  body += roundRect(90, py, W - 180, 380, 22, { fill: "url(#navyPanel)" });
  body += text(160, py + 80, "대단지 프리미엄", { size: 24, weight: 700, fill: palette.amber });
  body += richText(160, py + 190, [
    { text: "2,192", size: 120, weight: 700, fill: "#ffffff" },
    { text: "세대", size: 44, weight: 700, fill: "#ffffff", dx: 14 },
  ]);
  body += text(160, py + 236, "약 3,700세대 펜타시티 신도시의 중심 단지", { size: 21, fill: "#c9d3de" });
  const bx = 160;
  const bw = W - 320;
  const split = bw * (1597 / 2192);
  body += roundRect(bx, py + 276, split - 4, 40, 8, { fill: palette.amber });
  body += roundRect(bx + split + 4, py + 276, bw - split - 4, 40, 8, { fill: palette.tealLight });
  body += text(bx + 20, py + 303, "2ABL  1,597세대", { size: 19, weight: 700, fill: INK });
  body += text(bx + split + 24, py + 303, "4ABL  595세대", { size: 19, weight: 700, fill: INK });
  body += text(bx, py + 350, "84㎡ · 99㎡ 중대형 구성 · 지하 3층 ~ 지상 29층", { size: 17, fill: "#9fb0c2" });
  // Donut: 54% of the shared housing land.
  const dy = 790;
  body += roundRect(90, dy, 590, 430, 22, { fill: "#ffffff", filter: "url(#card)" });
  const cx = 385;
  const cy = dy + 200;
  const r = 110;
  const a = 0.54 * Math.PI * 2;
  body += circle(cx, cy, r, { fill: "none", stroke: "#ebe5da", "stroke-width": 34 });
  body += path(
    `M${cx},${cy - r}A${r},${r} 0 ${a > Math.PI ? 1 : 0} 1 ${n(cx + r * Math.sin(a))},${n(cy - r * Math.cos(a))}`,
    {
      fill: "none",
      stroke: palette.amber,
      "stroke-width": 34,
    },
  );
  body += text(cx, cy + 18, "54%", { size: 60, weight: 700, fill: INK, anchor: "middle" });
  body += text(cx, dy + 372, "펜타시티 공동주택용지의 54%", { size: 24, weight: 700, fill: INK, anchor: "middle" });
  body += text(cx, dy + 404, "신도시 주거 중심을 차지하는 단지 규모", { size: 17, fill: SOFT, anchor: "middle" });
  // Jobs and economy cards.
  const card = (
    x: number,
    y: number,
    icon: (x: number, y: number) => string,
    figure: string,
    unit: string,
    label: string,
  ) => {
    let out = roundRect(x, y, 590, 200, 22, { fill: "#ffffff", filter: "url(#card)" });
    out += iconTile(x + 100, y + 100, icon);
    out += richText(x + 185, y + 98, [
      { text: figure, size: 58, weight: 700 },
      { text: unit, size: 26, weight: 700, dx: 8 },
    ]);
    out += text(x + 187, y + 140, label, { size: 19, fill: SOFT });
    return out;
  };
  body += card(720, dy, icons.factory, "약 250", "개 기업", "인근 산업단지 입주 예정");
  body += card(720, dy + 230, icons.chart, "8,300", "억 원", "약 8,300억 원 경제효과 기대");
  // Location strip.
  const sy = 1270;
  const items: [(x: number, y: number) => string, string, string][] = [
    [icons.train, "광역 교통", "KTX·SRT 천안아산역"],
    [icons.school, "교육 환경", "초·중·고 학교 계획"],
    [icons.tree, "호수공원", "수변 산책로와 녹지"],
    [icons.trophy, "1군 브랜드", "한신더휴의 주거 품질"],
  ];
  items.forEach(([icon, title, sub], i) => {
    const x = 90 + i * 310;
    body += roundRect(x, sy, 290, 190, 18, { fill: "#ffffff", filter: "url(#card)" });
    body += iconTile(x + 145, sy + 66, icon, 88);
    body += text(x + 145, sy + 142, title, { size: 22, weight: 700, fill: INK, anchor: "middle" });
    body += text(x + 145, sy + 170, sub, { size: 16, fill: SOFT, anchor: "middle" });
  });
  body += text(
    W / 2,
    H - 50,
    "※ 상기 내용은 소비자의 이해를 돕기 위한 것으로, 개발계획 및 수치는 관계기관의 사정에 따라 변경될 수 있습니다.",
    {
      size: 15,
      fill: palette.mist,
      anchor: "middle",
    },
  );
  return svg(W, H, defs(), body);
}

export function subscriptionChange(): string {
  const W = 1400;
  const H = 1500;
  let body = rect(0, 0, W, H, { fill: "url(#paper)" });
  body += header(W, "CHECK POINT", "청약제도 변경 주요 체크포인트", "청약 전 꼭 확인해야 할 세 가지");
  const section = (y: number, h: number, no: string, title: string, icon: (x: number, y: number) => string) => {
    let out = roundRect(90, y, W - 180, h, 22, { fill: "#ffffff", filter: "url(#card)" });
    out += iconTile(190, y + 100, icon);
    out += text(270, y + 80, no, { size: 20, weight: 700, fill: palette.amberDark, spacing: 2 });
    out += text(270, y + 122, title, { size: 34, weight: 700, fill: INK });
    return out;
  };
  // 01: ratio bars.
  let y = 330;
  body += section(y, 400, "CHECK 01", "가점제 · 추첨제 비율", icons.pie);
  const bar = (by: number, label: string, parts: [string, number, string][]) => {
    let out = text(270, by - 14, label, { size: 19, weight: 700, fill: SOFT });
    let x = 270;
    const total = W - 180 - 270 - 60 + 90;
    for (const [name, pct, colour] of parts) {
      const w = (total * pct) / 100;
      out += roundRect(x, by, w - 4, 46, 8, { fill: colour });
      out += text(x + 18, by + 31, `${name} ${pct}%`, {
        size: 18,
        weight: 700,
        fill: colour === palette.amber ? INK : "#ffffff",
      });
      x += w;
    }
    return out;
  };
  body += bar(y + 200, "전용 85㎡ 이하", [
    ["가점제", 40, palette.navy2],
    ["추첨제", 60, palette.amber],
  ]);
  body += bar(y + 300, "전용 85㎡ 초과", [["추첨제", 100, palette.amber]]);
  // 02: special supply chips.
  y = 760;
  body += section(y, 320, "CHECK 02", "특별공급 요건", icons.people);
  const chips = ["신혼부부", "생애최초", "다자녀가구", "노부모부양", "기관추천"];
  let cx = 270;
  for (const chip of chips) {
    const w = chip.length * 22 + 48;
    body += roundRect(cx, y + 170, w, 48, 24, {
      fill: mix(palette.teal, "#ffffff", 0.85),
      stroke: palette.teal,
      "stroke-width": 1.5,
    });
    body += text(cx + w / 2, y + 201, chip, { size: 19, weight: 700, fill: palette.tealDark, anchor: "middle" });
    cx += w + 14;
  }
  body += text(270, y + 272, "유형별 무주택 · 소득 · 자산 기준과 청약통장 요건을 확인하세요.", {
    size: 19,
    fill: SOFT,
  });
  // 03: re-winning restriction.
  y = 1110;
  body += section(y, 230, "CHECK 03", "재당첨 제한", icons.calendar);
  body += text(270, y + 176, "본인과 세대원의 과거 당첨 사실 및 재당첨 제한 기간을", { size: 19, fill: SOFT });
  body += text(270, y + 206, "청약홈에서 미리 조회하세요.", { size: 19, fill: SOFT });
  body += note(90, 1370, W - 180, [
    "※ 본 이미지는 이해를 돕기 위한 예시이며, 비율과 요건은 지역·주택 유형에 따라 다를 수 있습니다.",
    "※ 편집 과정상 오류가 있을 수 있으니 청약 전 반드시 입주자모집공고를 확인하시기 바랍니다.",
  ]);
  return svg(W, H, defs(), body);
}

export function salesSchedule(): string {
  const W = 1400;
  const H = 1000;
  let body = rect(0, 0, W, H, { fill: "url(#paper)" });
  body += header(W, "SCHEDULE", "분양일정 안내", "입주자모집공고부터 계약까지, 한눈에 보는 청약 순서");
  const steps: [(x: number, y: number) => string, string, string][] = [
    [icons.megaphone, "입주자모집공고", "공고문 게시"],
    [icons.people, "특별공급", "청약홈 인터넷 청약"],
    [icons.monitor, "일반공급", "1순위 · 2순위 접수"],
    [icons.trophy, "당첨자 발표", "청약홈 개별 조회"],
    [icons.contract, "계약", "계약금 5%"],
  ];
  const ty = 470;
  const x0 = 170;
  const gap = (W - 340) / (steps.length - 1);
  body += line(x0, ty, W - 170, ty, { stroke: "#ded6c8", "stroke-width": 6, "stroke-linecap": "round" });
  body += line(x0, ty, W - 170, ty, {
    stroke: palette.amber,
    "stroke-width": 6,
    "stroke-dasharray": "2 14",
    "stroke-linecap": "round",
  });
  steps.forEach(([icon, title, sub], i) => {
    const x = x0 + gap * i;
    const last = i === steps.length - 1;
    body += circle(x, ty, 74, { fill: last ? palette.navy : "#ffffff", filter: "url(#card)" });
    if (last) {
      body += circle(x, ty, 74, { fill: palette.navy });
      body += `<g transform="translate(${x} ${ty}) scale(1.1) translate(${-x} ${-ty})">${icon(x, ty).replaceAll(INK, "#ffffff")}</g>`;
    } else body += icon(x, ty);
    body += roundRect(x - 22, ty - 112, 44, 28, 14, { fill: palette.amber });
    body += text(x, ty - 92, String(i + 1).padStart(2, "0"), { size: 15, weight: 700, fill: INK, anchor: "middle" });
    body += text(x, ty + 124, title, { size: 25, weight: 700, fill: INK, anchor: "middle" });
    body += text(x, ty + 158, sub, {
      size: 18,
      fill: last ? palette.amberDark : SOFT,
      anchor: "middle",
      weight: last ? 700 : 400,
    });
  });
  const cards: [string, string][] = [
    ["청약 접수", "한국부동산원 청약홈"],
    ["당첨자 발표", "청약홈 및 견본주택 안내"],
    ["계약 장소", "펜타시티 한신더휴 견본주택"],
  ];
  cards.forEach(([k, v], i) => {
    const x = 90 + i * 414;
    body += roundRect(x, 720, 394, 110, 16, { fill: "#ffffff", filter: "url(#card)" });
    body += rect(x, 740, 5, 70, { fill: palette.amber });
    body += text(x + 34, 762, k, { size: 17, weight: 700, fill: palette.teal });
    body += text(x + 34, 798, v, { size: 21, weight: 700, fill: INK });
  });
  body += text(
    W / 2,
    900,
    "※ 세부 일정은 입주자모집공고를 통해 반드시 확인하시기 바랍니다. 일정은 사업 여건에 따라 변경될 수 있습니다.",
    {
      size: 16,
      fill: palette.mist,
      anchor: "middle",
    },
  );
  return svg(W, H, defs(), body);
}

export function contractDocuments(): string {
  const W = 1400;
  const H = 1200;
  let body = rect(0, 0, W, H, { fill: "url(#paper)" });
  body += header(W, "DOCUMENTS", "계약 시 구비서류", "당첨자 본인 계약 기준 · 계약금 5%");
  const docs: [(x: number, y: number) => string, string, string][] = [
    [icons.idCard, "신분증", "주민등록증 또는 운전면허증"],
    [icons.stamp, "인감도장", "본인 인감"],
    [icons.sealedDoc, "인감증명서", "본인 발급 · 용도: 아파트 계약용"],
    [icons.doc, "주민등록등본", "세대원 전원 포함"],
    [icons.doc, "주민등록초본", "주소 변동 사항 포함"],
    [icons.family, "가족관계증명서", "본인 기준 상세"],
    [icons.receipt, "계약금 입금 확인증", "분양대금의 5%"],
    [icons.handshake, "대리 계약 시", "위임장 · 대리인 신분증"],
  ];
  docs.forEach(([icon, title, sub], i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const x = 90 + col * 310;
    const y = 330 + row * 330;
    body += roundRect(x, y, 290, 300, 20, { fill: "#ffffff", filter: "url(#card)" });
    body += text(x + 26, y + 44, String(i + 1).padStart(2, "0"), { size: 17, weight: 700, fill: palette.amberDark });
    body += iconTile(x + 145, y + 130, icon, 116);
    body += text(x + 145, y + 234, title, { size: 23, weight: 700, fill: INK, anchor: "middle" });
    body += text(x + 145, y + 266, sub, { size: 15, fill: SOFT, anchor: "middle" });
  });
  body += note(90, 1010, W - 180, [
    "※ 특별공급 당첨자 등 유형별 추가 서류와 발급 기준일은 입주자모집공고를 확인하시기 바랍니다.",
    "※ 모든 서류는 발급일 기준 최근 1개월 이내 발급분을 준비해 주시기 바랍니다.",
  ]);
  return svg(W, H, defs(), body);
}

export function announcementHero(): string {
  const W = 1600;
  const H = 900;
  let body = rect(0, 0, W, H, { fill: "url(#navyPanel)" });
  body += `<ellipse cx="${W * 0.68}" cy="${H * 0.5}" rx="${W * 0.45}" ry="${H * 0.6}" fill="url(#warm)"/>`;
  // Fine architectural grid.
  let grid = "";
  for (let x = 0; x <= W; x += 48) grid += `M${x},0V${H}`;
  for (let y = 0; y <= H; y += 48) grid += `M0,${y}H${W}`;
  body += `<path d="${grid}" stroke="#ffffff" stroke-width="0.6" opacity="0.05"/>`;
  // Left: soft silhouette of the complex for context (no text: the page overlays its heading).
  let towers = "";
  const base = H - 120;
  [60, 150, 230, 330, 420, 520].forEach((x, i) => {
    const h = [260, 340, 300, 380, 290, 330][i] as number;
    towers += rect(x, base - h, 70, h, { fill: "#ffffff", opacity: 0.06 });
    towers += rect(x + 70, base - h, 20, h, { fill: "#ffffff", opacity: 0.03 });
    for (let f = base - h + 16; f < base - 10; f += 14)
      towers += rect(x + 8, f, 54, 5, { fill: palette.amber, opacity: 0.09 });
  });
  body += towers;
  body += rect(0, base, W, H - base, { fill: "#0a1422", opacity: 0.6 });
  // Two sheets fanned behind the notice.
  const sheet = (x: number, y: number, angle: number, fill: string) =>
    `<g transform="rotate(${angle} ${x + 230} ${y + 320})">${roundRect(x, y, 460, 640, 10, { fill, filter: "url(#card)" })}</g>`;
  body += sheet(820, 150, -9, "#e9e2d6");
  body += sheet(840, 140, 5, "#f1ece3");
  // The notice.
  const nx = 830;
  const ny = 130;
  body += roundRect(nx, ny, 460, 640, 10, { fill: "#fdfbf7", filter: "url(#card)" });
  body += text(nx + 230, ny + 74, "입주자모집공고", { size: 40, weight: 700, fill: INK, anchor: "middle" });
  body += text(nx + 230, ny + 108, site.name, { size: 19, fill: SOFT, anchor: "middle" });
  body += rect(nx + 200, ny + 126, 60, 3, { fill: palette.amber });
  for (let i = 0; i < 5; i++) {
    body += rect(nx + 46, ny + 170 + i * 28, [368, 330, 350, 300, 250][i] as number, 9, { fill: "#e4ded3", rx: 4 });
  }
  // A small table on the notice.
  body += rect(nx + 46, ny + 330, 368, 150, { fill: "none", stroke: "#d6cfc2", "stroke-width": 1.5 });
  for (let i = 1; i < 4; i++)
    body += line(nx + 46, ny + 330 + i * 37.5, nx + 414, ny + 330 + i * 37.5, {
      stroke: "#e4ded3",
      "stroke-width": 1.5,
    });
  body += line(nx + 150, ny + 330, nx + 150, ny + 480, { stroke: "#e4ded3", "stroke-width": 1.5 });
  body += rect(nx + 46, ny + 330, 368, 37.5, { fill: "#eef2f4" });
  body += text(nx + 98, ny + 355, "블록", { size: 14, weight: 700, fill: SOFT, anchor: "middle" });
  body += text(nx + 282, ny + 355, "세대수", { size: 14, weight: 700, fill: SOFT, anchor: "middle" });
  body += text(nx + 98, ny + 393, "2ABL", { size: 15, weight: 700, fill: INK, anchor: "middle" });
  body += text(nx + 282, ny + 393, "1,597세대", { size: 15, fill: INK, anchor: "middle" });
  body += text(nx + 98, ny + 430, "4ABL", { size: 15, weight: 700, fill: INK, anchor: "middle" });
  body += text(nx + 282, ny + 430, "595세대", { size: 15, fill: INK, anchor: "middle" });
  body += text(nx + 98, ny + 468, "합계", { size: 15, weight: 700, fill: INK, anchor: "middle" });
  body += text(nx + 282, ny + 468, "2,192세대", { size: 15, weight: 700, fill: palette.amberDark, anchor: "middle" });
  for (let i = 0; i < 3; i++)
    body += rect(nx + 46, ny + 520 + i * 26, [330, 290, 200][i] as number, 8, { fill: "#e4ded3", rx: 4 });
  // Seal.
  body += circle(nx + 380, ny + 580, 40, { fill: "none", stroke: "#c9574a", "stroke-width": 4, opacity: 0.85 });
  body += text(nx + 380, ny + 588, "공고", { size: 20, weight: 700, fill: "#c9574a", anchor: "middle", opacity: 0.85 });
  // A pen across the corner.
  body += `<g transform="rotate(-32 1330 720)">${roundRect(1180, 708, 300, 20, 10, { fill: palette.amber })}${rect(1180, 708, 60, 20, { fill: palette.amberDark })}${path("M1480,708l30,10l-30,10Z", { fill: "#3a3f4a" })}</g>`;
  const extra = radial("warm", [
    [0, palette.amber, 0.22],
    [1, palette.amber, 0],
  ]);
  return svg(W, H, defs() + extra, body);
}
