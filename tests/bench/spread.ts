/** The median and range of a few repeated measurements, as the bench tables print them. */
export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const min = sorted[0] ?? 0;
  const max = sorted.at(-1) ?? 0;
  return {
    median,
    min,
    max,
    text: (digits: number) => `${median.toFixed(digits)} [${min.toFixed(digits)}–${max.toFixed(digits)}]`,
  };
}
