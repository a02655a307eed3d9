import { z } from 'zod';

/** [x0, y0, x1, y1] in page units (PDF points for text layers, pixels for images), origin top-left. */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type BBox = z.infer<typeof bboxSchema>;

export const ocrWordSchema = z.object({
  text: z.string(),
  bbox: bboxSchema,
  /** Recognition confidence 0..1 (1 for text layers). */
  conf: z.number().min(0).max(1),
});
export type OcrWord = z.infer<typeof ocrWordSchema>;

export const pageSourceSchema = z.enum(['text-layer', 'ocr', 'docx', 'sheet']);
export type PageSource = z.infer<typeof pageSourceSchema>;

export const ocrPageSchema = z.object({
  number: z.number().int().min(1),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  text: z.string(),
  source: pageSourceSchema,
  words: z.array(ocrWordSchema),
  /** DOCX and spreadsheets only: tables kept as rows of cell texts, so table extraction works on them. */
  tables: z.array(z.array(z.array(z.string()))).optional(),
  /**
   * PDF text layers only: the ruling lines drawn on the page, each a box in page units (a
   * horizontal rule wider than high, a vertical one higher than wide). Absent in OCR stored before.
   */
  rules: z.array(bboxSchema).optional(),
});
export type OcrPage = z.infer<typeof ocrPageSchema>;

/** The stored OCR result of one upload (the spec's file.ocr). */
export const ocrDocumentSchema = z.object({ pages: z.array(ocrPageSchema) });
export type OcrDocument = z.infer<typeof ocrDocumentSchema>;
