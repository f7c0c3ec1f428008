import { type Picture, pic } from "./pictures.ts";

/** /BusinessGuide/intro: the two blocks of the project (SPEC §3 Project data rows). */
export const blockIds = ["2ABL", "4ABL"] as const;
export type BlockId = (typeof blockIds)[number];
export const defaultBlock: BlockId = "2ABL";

export type ProjectRow = { label: string; value: string };
export type KeyFigure = { label: string; value: string; unit: string };

export type BusinessBlock = {
  id: BlockId;
  /** Text on the switch. */
  tabLabel: string;
  /** Page title and description while this block is shown (the switch changes the metadata). */
  metaTitle: string;
  metaDescription: string;
  heading: string;
  summary: string;
  image: Picture;
  keyFigures: KeyFigure[];
  rows: ProjectRow[];
};

const siteArea = "106,050.4985㎡";
const buildingScale = "지하 3층 ~ 지상 29층";

export const businessIntro = {
  eyebrow: "PROJECT OVERVIEW",
  heading: "펜타시티의 중심, 두 블록 2,192세대",
  lead: "2ABL 1,597세대와 4ABL 595세대로 이루어진 펜타시티 한신더휴의 사업개요를 블록별로 확인하세요.",
  switchLabel: "블록 선택",
  notes: [
    "상기 내용은 인·허가 과정 및 실제 시공 시 변경될 수 있으며, 정확한 내용은 입주자모집공고를 확인하시기 바랍니다.",
  ],
};

type BlockFacts = {
  id: BlockId;
  households: string;
  /** The unit types, as the description and the last row spell them. */
  typesText: string;
  typesRow: string;
  ratio: string;
  buildingArea: string;
  floorArea: string;
  summary: string;
  image: Picture;
};

function businessBlock(facts: BlockFacts): BusinessBlock {
  const { id, households, ratio } = facts;
  return {
    id,
    tabLabel: id,
    metaTitle: `사업개요 ${id}`,
    metaDescription: `펜타시티 한신더휴 ${id} 사업개요. ${households}세대, ${facts.typesText}, 대지면적 ${siteArea}, 용적률 ${ratio}%, 지하 3층~지상 29층.`,
    heading: `${id} · ${households}세대`,
    summary: facts.summary,
    image: facts.image,
    keyFigures: [
      { label: "세대수", value: households, unit: "세대" },
      { label: "용적률", value: ratio, unit: "%" },
      { label: "최고 층수", value: "29", unit: "층" },
    ],
    rows: [
      { label: "사업명", value: `펜타시티 한신더휴 ${id} 공동주택 신축공사` },
      { label: "대지위치", value: `충청남도 아산시 탕정면 펜타시티 ${id} 일원` },
      { label: "대지면적", value: siteArea },
      { label: "건축면적", value: facts.buildingArea },
      { label: "연면적", value: facts.floorArea },
      { label: "용적률", value: `${ratio}%` },
      { label: "건축규모", value: buildingScale },
      { label: "세대수", value: `${households}세대 (${facts.typesRow})` },
    ],
  };
}

export const businessBlocks: Record<BlockId, BusinessBlock> = {
  "2ABL": businessBlock({
    id: "2ABL",
    households: "1,597",
    typesText: "84㎡·99㎡",
    typesRow: "84㎡ · 99㎡",
    ratio: "220",
    buildingArea: "12,000㎡",
    floorArea: "350,000㎡",
    summary: "84㎡와 99㎡로 구성된 펜타시티 한신더휴의 중심 블록입니다.",
    image: pic("business-2abl"),
  }),
  "4ABL": businessBlock({
    id: "4ABL",
    households: "595",
    typesText: "84㎡ A·B·C 타입",
    typesRow: "84㎡ A · B · C",
    ratio: "215",
    buildingArea: "11,500㎡",
    floorArea: "340,000㎡",
    summary: "84㎡ A·B·C 타입으로 구성된 쾌적한 규모의 블록입니다. 84B 타입을 4블록에서 만나실 수 있습니다.",
    image: pic("business-4abl"),
  }),
};

/** `?block=4ABL` (any case) selects 4ABL; anything else, or nothing, is the default block. */
export function parseBlock(value: string | null | undefined): BlockId {
  const wanted = value?.trim().toUpperCase();
  return blockIds.find((id) => id === wanted) ?? defaultBlock;
}

/** The query string that names a block in links and the canonical URL ("" for the default block). */
export function blockSearch(block: BlockId): string {
  return block === defaultBlock ? "" : `?block=${block}`;
}
