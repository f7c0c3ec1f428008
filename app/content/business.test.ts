import { expect, test } from "vitest";
import { blockIds, blockSearch, businessBlocks, parseBlock } from "./business.ts";

test("parseBlock reads ?block= case-insensitively and falls back to 2ABL", () => {
  expect(parseBlock("4ABL")).toBe("4ABL");
  expect(parseBlock("4abl")).toBe("4ABL");
  expect(parseBlock(" 2abl ")).toBe("2ABL");
  expect(parseBlock(null)).toBe("2ABL");
  expect(parseBlock(undefined)).toBe("2ABL");
  expect(parseBlock("")).toBe("2ABL");
  expect(parseBlock("3ABL")).toBe("2ABL");
});

test("only the non-default block appears in the canonical query string", () => {
  expect(blockSearch("2ABL")).toBe("");
  expect(blockSearch("4ABL")).toBe("?block=4ABL");
});

test("each block has the SPEC project data rows, in order", () => {
  const labels = ["사업명", "대지위치", "대지면적", "건축면적", "연면적", "용적률", "건축규모", "세대수"];
  for (const id of blockIds) {
    expect(businessBlocks[id].rows.map((row) => row.label)).toEqual(labels);
    expect(businessBlocks[id].rows.find((row) => row.label === "대지면적")?.value).toBe("106,050.4985㎡");
    expect(businessBlocks[id].rows.find((row) => row.label === "건축규모")?.value).toContain("지하 3층");
  }
});

test("block figures follow SPEC §3", () => {
  const value = (id: "2ABL" | "4ABL", label: string) =>
    businessBlocks[id].rows.find((row) => row.label === label)?.value;
  expect(value("2ABL", "건축면적")).toBe("12,000㎡");
  expect(value("2ABL", "연면적")).toBe("350,000㎡");
  expect(value("2ABL", "용적률")).toBe("220%");
  expect(value("2ABL", "세대수")).toContain("1,597세대");
  expect(value("4ABL", "건축면적")).toBe("11,500㎡");
  expect(value("4ABL", "연면적")).toBe("340,000㎡");
  expect(value("4ABL", "용적률")).toBe("215%");
  expect(value("4ABL", "세대수")).toContain("595세대");
  expect(businessBlocks["4ABL"].metaTitle).toBe("사업개요 4ABL");
});
