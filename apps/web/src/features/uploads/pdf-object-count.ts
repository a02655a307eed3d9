/**
 * A PDF's object count from its last cross-reference section, read from a few kilobytes of the
 * file without pdf.js (which takes seconds to load and start on a busy machine): the /Size of the
 * trailer, or of the cross-reference stream's dictionary, which the PDF format keeps uncompressed
 * and which covers the earlier sections of an updated file. Each page is an object of its own, so
 * a well-formed PDF has fewer pages than this.
 */

/** Where startxref stands: in the last kilobyte, after the file's last section. */
const TAIL_BYTES = 1024;
/** Enough of the section startxref points to for its trailer or stream dictionary. */
const SECTION_BYTES = 64 * 1024;

async function latin1(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

/** The dictionary holding the last section's /Size: a trailer's, or an xref stream's. */
function sectionDictionary(section: string): string | null {
  if (/^\s*xref\b/.test(section)) {
    const start = section.indexOf('trailer');
    const end = section.indexOf('startxref', start);
    return start < 0 ? null : section.slice(start, end < 0 ? undefined : end);
  }
  if (/^\s*\d+\s+\d+\s+obj\b/.test(section)) {
    const end = section.indexOf('stream');
    return end < 0 ? null : section.slice(0, end);
  }
  return null;
}

/** The objects a PDF declares, or null where its end is not a PDF's (damaged, not a PDF). */
export async function pdfObjectCount(file: Blob): Promise<number | null> {
  const tail = await latin1(file.slice(-TAIL_BYTES));
  const at = tail.lastIndexOf('startxref');
  const pointer = at < 0 ? null : /^startxref\s+(\d+)/.exec(tail.slice(at));
  if (!pointer) return null;
  const offset = Number(pointer[1]);
  if (offset >= file.size) return null;
  const dictionary = sectionDictionary(await latin1(file.slice(offset, offset + SECTION_BYTES)));
  const size = dictionary && /\/Size\s+(\d+)/.exec(dictionary);
  return size ? Number(size[1]) : null;
}
