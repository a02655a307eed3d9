/** Hostile inbound mail for the SMTP tests and bench/attack.ts (issue 27 item 7). */

/** A raw message whose MIME parts nest `depth` levels deep (2,000 broke the parser's stack). */
export function nestedMimeMessage(from: string, to: string, depth = 2000): string {
  const opening = Array.from(
    { length: depth },
    (_, level) => `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n`,
  );
  const closing = Array.from({ length: depth }, (_, level) => `--b${depth - 1 - level}--\r\n`);
  return (
    `From: ${from}\r\nTo: ${to}\r\nSubject: Deep\r\n` +
    `${opening.join('')}Content-Type: text/plain\r\n\r\nhello\r\n${closing.join('')}`
  );
}
