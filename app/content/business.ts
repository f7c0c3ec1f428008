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

export const businessBlocks: Record<BlockId, BusinessBlock> = {
  "2ABL": {
    id: "2ABL",
    tabLabel: "2ABL",
    metaTitle: "사업개요 2ABL",
    metaDescription:
      "펜타시티 한신더휴 2ABL 사업개요. 1,597세대, 84㎡·99㎡, 대지면적 106,050.4985㎡, 용적률 220%, 지하 3층~지상 29층.",
    heading: "2ABL · 1,597세대",
    summary: "84㎡와 99㎡로 구성된 펜타시티 한신더휴의 중심 블록입니다.",
    image: pic("business-2abl"),
    keyFigures: [
      { label: "세대수", value: "1,597", unit: "세대" },
      { label: "용적률", value: "220", unit: "%" },
      { label: "최고 층수", value: "29", unit: "층" },
    ],
    rows: [
      { label: "사업명", value: "펜타시티 한신더휴 2ABL 공동주택 신축공사" },
      { label: "대지위치", value: "충청남도 아산시 탕정면 펜타시티 2ABL 일원" },
      { label: "대지면적", value: siteArea },
      { label: "건축면적", value: "12,000㎡" },
      { label: "연면적", value: "350,000㎡" },
      { label: "용적률", value: "220%" },
      { label: "건축규모", value: buildingScale },
      { label: "세대수", value: "1,597세대 (84㎡ · 99㎡)" },
    ],
  },
  "4ABL": {
    id: "4ABL",
    tabLabel: "4ABL",
    metaTitle: "사업개요 4ABL",
    metaDescription:
      "펜타시티 한신더휴 4ABL 사업개요. 595세대, 84㎡ A·B·C 타입, 대지면적 106,050.4985㎡, 용적률 215%, 지하 3층~지상 29층.",
    heading: "4ABL · 595세대",
    summary: "84㎡ A·B·C 타입으로 구성된 쾌적한 규모의 블록입니다. 84B 타입을 4블록에서 만나실 수 있습니다.",
    image: pic("business-4abl"),
    keyFigures: [
      { label: "세대수", value: "595", unit: "세대" },
      { label: "용적률", value: "215", unit: "%" },
      { label: "최고 층수", value: "29", unit: "층" },
    ],
    rows: [
      { label: "사업명", value: "펜타시티 한신더휴 4ABL 공동주택 신축공사" },
      { label: "대지위치", value: "충청남도 아산시 탕정면 펜타시티 4ABL 일원" },
      { label: "대지면적", value: siteArea },
      { label: "건축면적", value: "11,500㎡" },
      { label: "연면적", value: "340,000㎡" },
      { label: "용적률", value: "215%" },
      { label: "건축규모", value: buildingScale },
      { label: "세대수", value: "595세대 (84㎡ A · B · C)" },
    ],
  },
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
