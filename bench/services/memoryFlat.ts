/** One process's resident memory over a soak, and whether it stayed flat. */
export type MemorySeries = {
  name: string
  samplesMb: (number | undefined)[]
  firstHalfPeakMb: number
  secondHalfPeakMb: number
  /** The second half's peak at most 10 % above the first half's: the heap breathes, a leak climbs. */
  flat: boolean
}

/**
 * Judges a series of resident sizes (MB) sampled at even intervals after a warm-up. A process that ended
 * (an undefined sample) is not flat. Fewer than two samples cannot show a trend and are not flat either.
 */
export function memoryFlat(name: string, samplesMb: (number | undefined)[]): MemorySeries {
  const half = Math.ceil(samplesMb.length / 2)
  const peak = (part: (number | undefined)[]) => Math.max(0, ...part.map((mb) => mb ?? 0))
  const firstHalfPeakMb = peak(samplesMb.slice(0, half))
  const secondHalfPeakMb = peak(samplesMb.slice(half))
  return {
    name,
    samplesMb,
    firstHalfPeakMb,
    secondHalfPeakMb,
    flat:
      samplesMb.length >= 2 &&
      samplesMb.every((mb) => mb !== undefined) &&
      secondHalfPeakMb <= firstHalfPeakMb * 1.1,
  }
}
