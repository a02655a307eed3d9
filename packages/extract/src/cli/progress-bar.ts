/** A one-line progress bar redrawn in place, drawn only on a terminal: piped stderr stays clean. */

const WIDTH = 30;

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressBar {
  /** Draws `done` of the total, `failed` of them failed. */
  update(done: number, failed: number): void;
  /** Clears the line, so what is written next starts at its beginning. */
  end(): void;
}

export function progressBar(stream: ProgressStream, total: number): ProgressBar {
  if (!stream.isTTY) return { update() {}, end() {} };
  return {
    update(done, failed) {
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      const failures = failed > 0 ? `, ${failed} failed` : '';
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} files${failures}`,
      );
    },
    end() {
      stream.write('\r\x1b[K');
    },
  };
}
