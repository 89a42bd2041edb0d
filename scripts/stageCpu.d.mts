// The types of stageCpu.mjs, which `npm test` runs as plain JavaScript (its test imports it from TypeScript).
export function childrenCpuSecondsOf(statLine: string): number | undefined
export function stageCpu(): {
  since(): number | undefined
  total(): number | undefined
}
