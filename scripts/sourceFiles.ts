// The TypeScript sources the repository's rule tests read: tests, test helpers (`_test/`), declaration
// files, installed and built folders left out.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every non-test `.ts`/`.tsx` file under `dir` (absolute paths); none when `dir` does not exist. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === '_test' || name === 'dist') return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : []
  })
}
