import { readFileSync } from 'node:fs';

/**
 * Resident memory of a process in bytes, from Linux's /proc; undefined where there is no /proc
 * (the ceiling is then not enforced, and the heap cap alone bounds the process).
 */
export function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onExceeded` once when the process's resident memory passes `limitBytes`, checking every
 * `everyMs` from this process: a child busy in native code or a long synchronous decode cannot
 * delay the check. Returns the function that stops watching.
 */
export function watchResidentMemory(
  pid: number | undefined,
  limitBytes: number,
  onExceeded: (bytes: number) => void,
  everyMs = 100,
): () => void {
  const timer = setInterval(() => {
    const bytes = residentBytes(pid);
    if (bytes === undefined || bytes <= limitBytes) return;
    clearInterval(timer);
    onExceeded(bytes);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
