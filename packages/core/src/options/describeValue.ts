/** How a wrong value is named in an option's problem ("got an array", "got \"blue\""). */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
