/**
 * Writes public/announcement.pdf: a three-page SAMPLE recruitment notice (입주자모집공고) with the
 * project figures from app/content/. It is clearly marked as a sample on every page; the real
 * notice replaces this file. Fonts: Pretendard TTF, subset by pdfkit so the file stays small.
 *
 *   node tools/artwork/announcement-pdf.ts
 */
import { createWriteStream } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { businessBlocks } from "../../app/content/business.ts";
import { disclaimers } from "../../app/content/disclaimers.ts";
import { site } from "../../app/content/site.ts";
import { unitTypes } from "../../app/content/units.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fontDir = path.join(root, "node_modules/pretendard/dist/public/static/alternative");
const outFile = path.join(root, "public/announcement.pdf");

const NAVY = "#0f1c2e";
const SLATE = "#4a5f78";
const AMBER = "#e8943c";
const LINE = "#d9d2c5";
const TINT = "#f3eee6";
const RED = "#b8443a";
const SAMPLE_MARK = "본 문서는 견본(샘플) 공고문입니다";
/** A fixed date keeps the PDF byte-identical between runs. */
const FIXED_DATE = new Date("2026-11-22T00:00:00Z");

const doc = new PDFDocument({
  size: "A4",
  margins: { top: 64, bottom: 64, left: 56, right: 56 },
  bufferPages: true,
  info: {
    Title: `${site.name} 입주자모집공고 (견본)`,
    Author: site.developer,
    Subject: SAMPLE_MARK,
    Keywords: "입주자모집공고, 견본, 샘플",
    CreationDate: FIXED_DATE,
    ModDate: FIXED_DATE,
  },
  lang: "ko-KR",
  displayTitle: true,
});
doc.registerFont("regular", path.join(fontDir, "Pretendard-Regular.ttf"));
doc.registerFont("bold", path.join(fontDir, "Pretendard-Bold.ttf"));

const left = doc.page.margins.left;
const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

function heading(no: string, title: string) {
  ensureSpace(60);
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(left, y + 2, 4, 16).fill(AMBER);
  doc
    .font("bold")
    .fontSize(13.5)
    .fillColor(NAVY)
    .text(`${no}. ${title}`, left + 12, y, { width: width - 12 });
  doc.moveDown(0.5);
}

function paragraph(content: string, options: { size?: number; colour?: string } = {}) {
  doc
    .font("regular")
    .fontSize(options.size ?? 9.5)
    .fillColor(options.colour ?? "#26313f")
    .text(content, left, doc.y, { width, lineGap: 3.5 });
  doc.moveDown(0.35);
}

function bullets(items: readonly string[]) {
  for (const item of items) {
    ensureSpace(30);
    const y = doc.y;
    doc.circle(left + 4, y + 6, 1.6).fill(SLATE);
    doc
      .font("regular")
      .fontSize(9.5)
      .fillColor("#26313f")
      .text(item, left + 14, y, { width: width - 14, lineGap: 3 });
    doc.moveDown(0.3);
  }
}

function ensureSpace(height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

type Column = { label: string; width: number; align?: "left" | "center" | "right" };

function table(columns: Column[], rows: string[][], options: { emphasiseLast?: boolean } = {}) {
  const size = 9.2;
  // A row is as tall as its longest cell, so long text wraps instead of being cut.
  const heightOf = (cells: string[]) =>
    Math.max(
      24,
      ...cells.map((cell, i) => {
        doc.font(i === 0 ? "bold" : "regular").fontSize(size);
        return doc.heightOfString(cell, { width: (columns[i] as Column).width - 16, lineGap: 2 }) + 15;
      }),
    );
  ensureSpace(rows.reduce((sum, row) => sum + heightOf(row), 24) + 8);
  let y = doc.y + 4;
  const drawRow = (cells: string[], header: boolean, emphasis: boolean) => {
    const rowHeight = heightOf(cells);
    if (header) doc.rect(left, y, width, rowHeight).fill(TINT);
    let x = left;
    cells.forEach((cell, i) => {
      const col = columns[i] as Column;
      doc
        .font(header || emphasis || i === 0 ? "bold" : "regular")
        .fontSize(size)
        .fillColor(header ? SLATE : emphasis ? AMBER : NAVY)
        .text(cell, x + 8, y + 7.5, { width: col.width - 16, align: col.align ?? "center", lineGap: 2 });
      x += col.width;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(0.6)
      .strokeColor(LINE)
      .stroke();
    y += rowHeight;
  };
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.2)
    .strokeColor(NAVY)
    .stroke();
  drawRow(
    columns.map((c) => c.label),
    true,
    false,
  );
  rows.forEach((row, i) => {
    drawRow(row, false, Boolean(options.emphasiseLast) && i === rows.length - 1);
  });
  doc.y = y + 10;
  doc.x = left;
}

/* Page 1: title, the sample notice, the project overview and block table. */
doc.rect(0, 0, doc.page.width, 150).fill(NAVY);
doc.font("bold").fontSize(9).fillColor("#fdb461").text(site.englishName, left, 44, { characterSpacing: 2 });
doc.font("bold").fontSize(24).fillColor("#ffffff").text(`${site.name} 입주자모집공고`, left, 62);
doc
  .font("regular")
  .fontSize(10.5)
  .fillColor("#c9d3de")
  .text(`${site.address} · 총 2,192세대 (2ABL 1,597세대 · 4ABL 595세대)`, left, 100, { width });
doc.y = 174;

const boxY = doc.y;
doc.roundedRect(left, boxY, width, 62, 6).lineWidth(1.5).strokeColor(RED).stroke();
doc
  .font("bold")
  .fontSize(12.5)
  .fillColor(RED)
  .text(`${SAMPLE_MARK}`, left + 16, boxY + 13, { width: width - 32 });
doc
  .font("regular")
  .fontSize(9)
  .fillColor(RED)
  .text(
    "실제 입주자모집공고가 아니며 청약·계약의 근거로 사용할 수 없습니다. 정식 공고는 청약홈 및 사업주체 홈페이지에 게시됩니다.",
    left + 16,
    boxY + 33,
    { width: width - 32 },
  );
doc.y = boxY + 76;

heading("1", "공급 개요");
const block2 = businessBlocks["2ABL"];
const block4 = businessBlocks["4ABL"];
const rowValue = (block: typeof block2, label: string) => block.rows.find((r) => r.label === label)?.value ?? "-";
table(
  [
    { label: "구분", width: width * 0.5 },
    { label: "내용", width: width * 0.5 },
  ],
  [
    ["사업명", `${site.name} 공동주택 신축공사`],
    ["공급위치", site.address],
    ["대지면적 (블록별)", rowValue(block2, "대지면적")],
    ["건축규모", rowValue(block2, "건축규모")],
    ["총 공급세대수", "2,192세대"],
    ["시공사 / 사업주체", `${site.builder} / ${site.developer}`],
  ],
);

heading("2", "블록별 사업 개요");
const labels = ["건축면적", "연면적", "용적률", "건축규모", "세대수"];
table(
  [
    { label: "구분", width: width * 0.24 },
    { label: "2ABL", width: width * 0.38 },
    { label: "4ABL", width: width * 0.38 },
  ],
  [
    ...labels.map((label) => [label, rowValue(block2, label), rowValue(block4, label)]),
    ["합계 세대수", "2,192세대", ""],
  ],
  { emphasiseLast: true },
);
paragraph(
  "2ABL 1,597세대와 4ABL 595세대로 구성되며, 펜타시티 공동주택용지의 54%를 차지하는 대단지입니다. 인근 산업단지에는 약 250개 기업 입주가 예정되어 약 8,300억 원의 경제효과가 기대됩니다.",
);

/* Page 2: unit types, schedule, eligibility. */
doc.addPage();
heading("3", "주택형별 공급 내역");
table(
  [
    { label: "주택형", width: width * 0.15 },
    { label: "전용면적 (㎡)", width: width * 0.19 },
    { label: "블록", width: width * 0.17 },
    { label: "평면 특징", width: width * 0.49, align: "left" },
  ],
  // SPEC §3: 2ABL has 84㎡ and 99㎡ types; 4ABL has 84㎡ A, B and C.
  unitTypes.map((unit) => [
    unit.label,
    unit.area,
    ["84A", "84B", "84C"].includes(unit.label) ? "2ABL · 4ABL" : "2ABL",
    unit.description,
  ]),
);
paragraph("※ 주택형별 세대수와 동·호 배정은 정식 입주자모집공고에서 확정됩니다.", { size: 8.5, colour: SLATE });

heading("4", "청약 일정");
table(
  [
    { label: "순서", width: width * 0.14 },
    { label: "구분", width: width * 0.36 },
    { label: "장소 및 방법", width: width * 0.5, align: "left" },
  ],
  [
    ["1", "입주자모집공고", "청약홈 및 사업주체 홈페이지 게시"],
    ["2", "특별공급 접수", "한국부동산원 청약홈 인터넷 청약"],
    ["3", "일반공급 1순위 · 2순위", "한국부동산원 청약홈 인터넷 청약"],
    ["4", "당첨자 발표", "청약홈 개별 조회"],
    ["5", "계약 체결", "견본주택 (계약금 5%)"],
  ],
);
paragraph("※ 세부 일자는 견본 공고문에 기재하지 않습니다. 정식 공고의 일정을 확인하시기 바랍니다.", {
  size: 8.5,
  colour: SLATE,
});

heading("5", "신청 자격 및 유의사항");
bullets([
  "입주자모집공고일 현재 해당 지역 거주 요건, 청약통장 가입 기간과 예치금 기준을 충족하여야 합니다.",
  "특별공급(신혼부부, 생애최초, 다자녀가구, 노부모부양, 기관추천)은 유형별 무주택·소득·자산 기준을 확인하시기 바랍니다.",
  "가점제·추첨제 비율과 재당첨 제한 여부는 주택형과 지역에 따라 다르며, 청약홈에서 본인의 자격을 미리 확인하시기 바랍니다.",
  "청약 신청 후에는 취소나 정정이 불가하므로 신청 내용을 충분히 확인하시기 바랍니다.",
]);

/* Page 3: contract, documents, disclaimers. */
doc.addPage();
heading("6", "계약 체결 및 분양대금 납부");
bullets([
  "계약금은 분양대금의 5%이며, 계약 체결 시 지정 계좌로 납부합니다.",
  "중도금과 잔금의 납부 일정 및 대출 알선 조건은 정식 공고와 분양계약서를 따릅니다.",
  "지정 계좌가 아닌 곳에 납부한 금액은 인정하지 않습니다.",
]);
heading("7", "계약 시 구비서류 (당첨자 본인 계약 기준)");
table(
  [
    { label: "서류", width: width * 0.36 },
    { label: "비고", width: width * 0.64, align: "left" },
  ],
  [
    ["신분증", "주민등록증 또는 운전면허증"],
    ["인감도장 · 인감증명서", "본인 발급, 용도: 아파트 계약용"],
    ["주민등록등본 · 초본", "세대원 전원 포함, 주소 변동 사항 포함"],
    ["가족관계증명서", "본인 기준 상세"],
    ["계약금 입금 확인증", "분양대금의 5%"],
    ["대리 계약 시", "위임장, 대리인 신분증 추가"],
  ],
);
heading("8", "기타 유의사항");
bullets([
  disclaimers.illustrative,
  disclaimers.layoutChange,
  disclaimers.development,
  disclaimers.modelUnit,
  disclaimers.editingError,
]);
doc.moveDown(0.6);
paragraph(`분양문의 ${site.defaultSalesPhone} (${site.consultationHours}) · 견본주택 ${site.modelHouseAddress}`, {
  size: 9,
  colour: SLATE,
});

/* Every page: a diagonal SAMPLE watermark and a footer with the sample mark and page number. */
const range = doc.bufferedPageRange();
for (let i = range.start; i < range.start + range.count; i++) {
  doc.switchToPage(i);
  doc.save();
  doc.rotate(-32, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font("bold")
    .fontSize(64)
    .fillColor(RED)
    .fillOpacity(0.07)
    .text("견본 SAMPLE", 0, doc.page.height / 2 - 40, { width: doc.page.width, align: "center", lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  const footerY = doc.page.height - 42;
  doc
    .moveTo(left, footerY - 8)
    .lineTo(left + width, footerY - 8)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
  doc
    .font("bold")
    .fontSize(8)
    .fillColor(RED)
    .text(SAMPLE_MARK, left, footerY, { width: width / 2, lineBreak: false, height: 12 });
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(SLATE)
    .text(`${site.name} · ${i + 1} / ${range.count}`, left + width / 2, footerY, {
      width: width / 2,
      align: "right",
      lineBreak: false,
      height: 12,
    });
}

const stream = createWriteStream(outFile);
doc.pipe(stream);
doc.end();
await new Promise<void>((resolve, reject) => {
  stream.on("finish", resolve);
  stream.on("error", reject);
});
console.log(`${path.relative(root, outFile)} written`);
