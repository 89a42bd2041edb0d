// The statistics the latency figures use: medians, and how sure a ratio of two medians is (a percentile
// bootstrap over the page loads themselves). The budget decides on the medians; the interval tells a
// reader how much of a verdict is this machine's noise (builds with identical eager code differ by several
// percent, bench/README.md).

/** The median of a non-empty sample. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** A small seeded generator (mulberry32), so one run's interval is the same every time it is computed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const resample = (values: readonly number[], next: () => number) =>
  values.map(() => values[Math.floor(next() * values.length)] as number)

/**
 * The 95% interval of median(numerator) / median(denominator), from `rounds` resamples of each sample.
 * Returns null when either sample is empty.
 */
export function ratioInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  rounds = 2000,
): [low: number, high: number] | null {
  if (numerator.length === 0 || denominator.length === 0) return null
  const next = random(0x5eed)
  const ratios = Array.from(
    { length: rounds },
    () => median(resample(numerator, next)) / median(resample(denominator, next)),
  ).sort((a, b) => a - b)
  return [
    ratios[Math.floor(rounds * 0.025)] as number,
    ratios[Math.ceil(rounds * 0.975) - 1] as number,
  ]
}
