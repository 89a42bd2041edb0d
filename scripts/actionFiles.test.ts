import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as hostEntry from '../packages/core/src/exports/index.js'
import * as reactEntry from '../packages/react/src/exports/index.js'
import { READER_ENTRIES, reExports } from './packages/entryOf.js'

// docs/architecture.md, "Every feature has the same three parts" and issue 39 point 2: each public action of
// @foyer/core in a file named after it, with its three types (`XParameters`, `XReturnType`, `XErrorType`) on
// the same entry, its query or mutation options named after it (`getX` → `getXQueryOptions`, `x` →
// `xMutationOptions`) and its hook too (`useX`). What is left is listed below, compared exactly: a breach
// fixed fails the test until its line goes, and a new one fails it at once.

const repo = fileURLToPath(new URL('..', import.meta.url))
const host = reExports(join(repo, READER_ENTRIES['@foyer/core']))
const exported = new Set(host.map(({ name }) => name))
const isFunction = (name: string) =>
  typeof (hostEntry as Record<string, unknown>)[name] === 'function'
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The public actions: the host entry's functions that come from `actions/`, with their file's name. */
const actions = host
  .filter(({ name, module }) => module.startsWith('../actions/') && isFunction(name))
  .map(({ name, module }) => ({
    name,
    file: module.replace('../actions/', '').replace(/\.js$/, ''),
  }))

/**
 * Actions in a file not named after them. `getAccountTokens` keeps `accountTokens.ts`: the rename alone
 * moved `errors/base`, the English catalogue and `caip/read` out of the host's entry into three eager files
 * (rolldown orders its chunk groups by module path; session 31, `hostBuild.test.ts`).
 */
const FILE_NAME_EXCEPTIONS: Record<string, string> = { getAccountTokens: 'accountTokens' }

test('each public action is in a file named after it, one action a file', () => {
  expect(actions.length).toBeGreaterThan(60)
  const misnamed = actions
    .filter(({ name, file }) => file !== (FILE_NAME_EXCEPTIONS[name] ?? name))
    .map(({ name, file }) => `${name} is in actions/${file}.ts`)
  expect(misnamed).toEqual([])
  const byFile = new Map<string, string[]>()
  for (const { name, file } of actions) byFile.set(file, [...(byFile.get(file) ?? []), name])
  const crowded = [...byFile].filter(([, names]) => names.length > 1)
  expect(crowded).toEqual([])
})

/**
 * The three types not written yet (issue 39 point 2). Compared exactly: a type added fails the test until its
 * line goes. An action that takes nothing but the instance has no `Parameters`, as wagmi's `getAccount(config)`
 * has none; an action with positional arguments has them as a tuple (`GetAccountParameters = [namespace?:
 * Namespace]`), which `actionParameters.test.ts` holds to the function's own signature.
 */
const MISSING_TYPES: string[] = []

/** Whether the action takes more than the instance (TypeScript's optional parameters count in `length`). */
const takesParameters = (name: string) =>
  ((hostEntry as Record<string, unknown>)[name] as (...args: unknown[]) => unknown).length > 1

test('each public action has its Parameters, ReturnType and ErrorType on the host entry', () => {
  const missing = actions.flatMap(({ name }) =>
    [...(takesParameters(name) ? ['Parameters'] : []), 'ReturnType', 'ErrorType']
      .filter((part) => !exported.has(`${capitalised(name)}${part}`))
      .map((part) => `${capitalised(name)}${part}`),
  )
  expect(missing).toEqual(MISSING_TYPES)
})

/** The hook of an action, as wagmi names them: `getBalance` → `useBalance`, `signMessage` → `useSignMessage`. */
const hookOf = (action: string) => `use${capitalised(action.replace(/^get(?=[A-Z])/, ''))}`

/** Options not named after an action and a hook: none left (`accountPagesQueryOptions`, the paged query both
 * account lists build on, left the host entry in session 33: a helper of core's own options, not a host's). */
const OPTIONS_EXCEPTIONS: string[] = []

test('query and mutation options are named after their action, and their hook after it too', () => {
  const values = hostEntry as Record<string, unknown>
  const named = host
    .map(({ name }) => /^(\w+?)(InfiniteQueryOptions|QueryOptions|MutationOptions)$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null && isFunction(match[0]))
  // A deprecated alias is the same function as the options it was renamed to: the new name is checked.
  const options = named.filter(
    ([option]) =>
      !named.some(
        ([other]) =>
          other !== option && values[other] === values[option] && other.startsWith('get'),
      ),
  )
  expect(options.length).toBeGreaterThan(20)
  const names = new Set(actions.map(({ name }) => name))
  const hooks = new Set(Object.keys(reactEntry).filter((name) => name.startsWith('use')))
  const orphans = options.flatMap(([option, action = '']) => [
    ...(names.has(action) ? [] : [`${option}: no action ${action}`]),
    ...(hooks.has(hookOf(action)) ? [] : [`${option}: no hook ${hookOf(action)}`]),
  ])
  expect(orphans).toEqual(OPTIONS_EXCEPTIONS)
})
