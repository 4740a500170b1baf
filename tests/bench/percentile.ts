/** The value below which the share `p` of the sorted samples falls (nearest rank); 0 without samples. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
