/**
 * The value of the first series in Prometheus text format named `name` whose
 * labels include `labels` (any order, others ignored); undefined when none does.
 */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}
