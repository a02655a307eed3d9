import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('quotes the filename safely and gives the exact name in RFC 5987 form', () => {
    expect(contentDisposition('attachment', 'Rechnung "März".pdf')).toBe(
      `attachment; filename="Rechnung _Marz_.pdf"; filename*=UTF-8''Rechnung%20%22M%C3%A4rz%22.pdf`,
    );
  });

  it('percent-encodes the characters RFC 5987 leaves out of attr-char', () => {
    expect(contentDisposition('inline', "O'Brien (1)*.csv")).toBe(
      `inline; filename="O'Brien (1)*.csv"; filename*=UTF-8''O%27Brien%20%281%29%2A.csv`,
    );
  });

  it('falls back to underscores for characters without an ASCII base', () => {
    expect(contentDisposition('attachment', '请求 Größe.xlsx')).toMatch(
      /^attachment; filename="__ Gro_e\.xlsx"; filename\*=UTF-8''%E8%AF%B7%E6%B1%82%20Gr%C3%B6%C3%9Fe\.xlsx$/,
    );
  });
});
