/** Writes `text` and a newline, resolving once the stream took it (so the process may exit). */
export function writeLine(
  text: string,
  stream: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  return new Promise((resolve, reject) =>
    stream.write(`${text}\n`, (error) => (error ? reject(error) : resolve())),
  );
}
