/** Text reduced to comparable tokens: case, accents and punctuation removed ("Rechnungs-Nr.:" → rechnungs nr). */
export function matchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}\p{N}%#]+/u)
    .filter((token) => token !== '');
}

/** Where `needle` occurs as a contiguous run in `haystack`, as start indexes. */
export function findRuns(haystack: readonly string[], needle: readonly string[]): number[] {
  const starts: number[] = [];
  if (needle.length === 0) return starts;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) starts.push(start);
  }
  return starts;
}
