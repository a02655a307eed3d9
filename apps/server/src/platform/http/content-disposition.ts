/** RFC 5987 attr-char: everything else is percent-encoded, including the `'()*` encodeURIComponent keeps. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** For clients that ignore `filename*`: accents dropped, quotes, backslashes and any other non-ASCII made `_`. */
function asciiFallback(filename: string): string {
  return filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** Content-Disposition (RFC 6266) with an ASCII fallback and the exact name as `filename*=UTF-8''…`. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  return `${kind}; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
