/** The uploads feature's Korean words: every refusal a person uploading a file can meet. */
export const uploadRefusals = {
  noFile: "올릴 파일을 골라 주세요.",
  empty: "파일이 비어 있습니다. 올릴 파일을 다시 골라 주세요.",
  pdfTooLarge: "PDF 문서는 20MB까지 올릴 수 있습니다. 용량을 줄여 다시 올려 주세요.",
  imageTooLarge: "이미지는 10MB까지 올릴 수 있습니다. 용량을 줄여 다시 올려 주세요.",
  tooManyPixels: "이미지의 크기가 너무 큽니다. 가로×세로 4,000만 화소(예: 8000×5000) 이하로 줄여 다시 올려 주세요.",
  svg: "SVG 이미지는 보안상 올릴 수 없습니다. PNG, JPG, WebP 또는 AVIF로 바꿔 다시 올려 주세요.",
  notPdf: "PDF 문서가 아닙니다. 파일 이름은 .pdf이지만 내용이 PDF 문서가 아니어서 올릴 수 없습니다.",
  badPdf: "올바른 PDF 문서가 아니거나 손상된 파일입니다. 원본에서 PDF로 다시 저장해 올려 주세요.",
  pdfScript: "스크립트나 실행 동작이 들어 있는 PDF 문서는 올릴 수 없습니다. 원본에서 PDF로 다시 저장해 올려 주세요.",
  badImage: "이미지를 읽을 수 없습니다. 손상된 파일일 수 있으니 다시 저장해 올려 주세요.",
  unsupported: "올릴 수 없는 파일 형식입니다. PDF 문서나 JPG, PNG, WebP, AVIF 이미지만 올릴 수 있습니다.",
  badForm: "파일을 받지 못했습니다. 다시 시도해 주세요.",
} as const;

export type UploadRefusal = keyof typeof uploadRefusals;
