/** Reads Prometheus's text format as a scraper would: samples by name and exact label set. */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample with exactly these labels, or undefined when there is none. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return samplesOf(text).find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** Every value one label takes across a metric's samples. */
export function labelValues(text: string, name: string, label: string): string[] {
  const values = samplesOf(text)
    .filter((sample) => sample.name === name && label in sample.labels)
    .map((sample) => sample.labels[label]!);
  return [...new Set(values)].sort();
}
