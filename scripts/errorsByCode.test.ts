import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

// docs/architecture.md, "Client: one instance, three layers": wallet errors are classified by their
// EIP-1193 code, never by message text (STYLE.md's counter-example: `message.includes('user rejected')`).
// A lint over the packages' sources: a message read as text to decide what an error is.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** `error.message.includes(…)`, `shortMessage?.match(…)`, `/rejected/.test(error.message)`. */
const READS_MESSAGE_TEXT =
  /\b(?:message|shortMessage)\??\.(?:includes|match|startsWith|endsWith|search|indexOf)\(|\.(?:test|exec)\([^)]*\b(?:message|shortMessage)\)/

/**
 * Where text is all there is, with the reason. The universal provider (WalletConnect 2.21.8) raises an
 * invalid project, an expired session or a refused origin as plain Errors without a code; SPEC §8's alerts
 * for them are chosen by its words. (Nodes' words about nonces and fees, `errors/nodeErrors.ts`, are read
 * after the code says -32000/-32003, through a list of texts this pattern does not name.)
 */
const ALLOWED = ['packages/core/src/walletconnect/providerAlerts.ts']

function offenders(): string[] {
  return sourceFiles(resolve(repo, 'packages'))
    .filter((file) => READS_MESSAGE_TEXT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(repo, file))
    .sort()
}

test('no error is classified by its message text', () => {
  expect(offenders()).toEqual(ALLOWED)
})

test('the pattern finds the usual ways of reading a message', () => {
  for (const line of [
    "if (error.message.includes('User rejected')) return",
    'const rejected = error.shortMessage?.match(/denied/i)',
    'if (/rejected/i.test(error.message)) throw new UserRejectedRequestError()',
  ])
    expect(READS_MESSAGE_TEXT.test(line), line).toBe(true)
  expect(READS_MESSAGE_TEXT.test('if (error.code === 4001) return')).toBe(false)
})
