import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

// docs/architecture.md, "Services": the embedded wallet's channel is origin-checked both ways and never
// posts to '*' (the counter-example in STYLE.md is a kit whose frame channel did). A message posted to '*'
// reaches whatever document the target window holds now — an attacker's, after a navigation.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Posts to '*' that carry nothing a page may not know, with the reason. The approval and passkey pages
 * tell the frame that holds them their height (a number): they cannot know the host page's origin, and
 * the height is what any page sees of the frame anyway.
 */
const ALLOWED = ['packages/embedded/src/approval/height.ts']

/** The second argument of every `postMessage(…)` call in a source text, as written. */
function postTargets(source: string): string[] {
  const targets: string[] = []
  for (const match of source.matchAll(/\bpostMessage\(/g)) {
    const args: string[] = ['']
    let depth = 0
    for (const char of source.slice((match.index ?? 0) + match[0].length)) {
      if (depth === 0 && char === ')') break
      if ('([{'.includes(char)) depth++
      if (')]}'.includes(char)) depth--
      if (depth === 0 && char === ',') args.push('')
      else args[args.length - 1] += char
    }
    if (args.length > 1) targets.push((args[1] ?? '').trim())
  }
  return targets
}

/** Files under `dirs` (tests left out) that post a message to '*'. */
function wildcardPosters(dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(resolve(repo, dir)))
    .filter((file) =>
      postTargets(readFileSync(file, 'utf8')).some((target) => /^['"`]\*['"`]$/.test(target)),
    )
    .map((file) => relative(repo, file))
    .sort()
}

test("nothing of Foyer's posts a message to '*' but a frame's height", () => {
  expect(wildcardPosters(['packages', 'services'])).toEqual(ALLOWED)
})

test('the check reads the target of a call written over several lines', () => {
  expect(postTargets('port.postMessage({ id, type }, authOrigin, [channel.port2])')).toEqual([
    'authOrigin',
  ])
  expect(
    postTargets("window.parent.postMessage(\n  { type: 'x', height: f(a, b) },\n  '*',\n)"),
  ).toEqual(["'*'"])
  expect(postTargets('channel.postMessage(message)')).toEqual([])
})
