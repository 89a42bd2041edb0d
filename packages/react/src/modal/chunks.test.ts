import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Every file (and bare package) the modal chunk imports statically, from its entry. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!file.startsWith('/')) return
    const code = readFileSync(file, 'utf8')
    // `import … from 'x'`, `import 'x'`, `export … from 'x'`; `import('x')` does not match.
    for (const [, specifier = ''] of code.matchAll(
      /^\s*(?:import|export)\b[^'"()]*?(?:from\s*)?'([^']+)'/gm,
    ))
      visit(specifier.startsWith('.') ? sourceOf(resolve(dirname(file), specifier)) : specifier)
  }
  visit(resolve(src, entry))
  return seen
}

function sourceOf(path: string): string {
  const found = ['.ts', '.tsx'].map((ext) => path.replace(/\.js$/, ext)).find(existsSync)
  if (!found) throw new Error(`cannot resolve ${path}`)
  return found
}

test('send, receive (with the QR encoder) and activity are chunks of their own, not in the modal chunk', () => {
  const modal = [...staticGraph('modal/modalChunk.ts')].map((file) =>
    file.startsWith('/') ? relative(src, file) : file,
  )
  expect(modal).toContain('modal/views/Account.tsx')
  for (const feature of [
    'modal/views/sendFlow.tsx',
    'modal/views/Send.tsx',
    'modal/views/SendSelectToken.tsx',
    'modal/views/SendPreview.tsx',
    'modal/views/Receive.tsx',
    'modal/parts/ActivityTab.tsx',
    'uqr',
  ])
    expect(modal).not.toContain(feature)
  const send = [...staticGraph('modal/views/sendFlow.tsx')].map((file) => relative(src, file))
  expect(send).toContain('modal/views/SendPreview.tsx')
  expect(staticGraph('modal/views/Receive.tsx').has('uqr')).toBe(true)
})
