/**
 * Runs `work` with process.env changed as `changes` says (undefined removes a variable), then puts back every
 * variable it changed, as it was, even when `work` throws: a test file that checks a service's settings in
 * its own process leaves nothing to the next file the same worker runs.
 */
export async function withEnvironment<T>(
  changes: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const before = new Map(Object.keys(changes).map((name) => [name, process.env[name]]))
  try {
    for (const [name, value] of Object.entries(changes)) setVariable(name, value)
    return await work()
  } finally {
    for (const [name, value] of before) setVariable(name, value)
  }
}

function setVariable(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}
