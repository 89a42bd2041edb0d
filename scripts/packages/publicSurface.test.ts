import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as adapterEntry from '../../packages/core/src/exports/adapter.js'
import * as apiEntry from '../../packages/core/src/exports/api.js'
import * as caipEntry from '../../packages/core/src/exports/caip.js'
import * as hostEntry from '../../packages/core/src/exports/index.js'
import * as internalEntry from '../../packages/core/src/exports/internal.js'
import * as siwxEntry from '../../packages/core/src/exports/siwx.js'
import { entriesByName, misplacedImports, READER_ENTRIES, reExports } from './entryOf.js'

// docs/architecture.md, "Published packages: one entry per reader": @foyer/core serves hosts, adapter
// authors (@foyer/core/adapter) and Foyer's own packages (@foyer/core/internal, private), each name on
// exactly one of them.

const repo = fileURLToPath(new URL('../..', import.meta.url))

test('each name of @foyer/core is on exactly one reader entry', () => {
  const onSeveral = [...entriesByName(repo)]
    .filter(([, entries]) => entries.length > 1)
    .map(([name, entries]) => `${name} is on ${entries.join(' and ')}: keep it on one`)
  expect(onSeveral).toEqual([])
  // The modules agree with what the files say (values; types have no runtime trace).
  const values = [hostEntry, adapterEntry, internalEntry].flatMap((entry) => Object.keys(entry))
  expect(values.length).toBeGreaterThan(250)
  expect(values.length).toBe(new Set(values).size)
})

test('the host entry exports no setter of the modal’s form state, no slice and no router step', () => {
  const host = reExports(join(repo, READER_ENTRIES['@foyer/core']))
  // A slice's writers (updateSwap, resetSend…) live in its `…Slice.ts`; the router in router.ts and the
  // modal's navigation in actions/viewStack.ts.
  const modalOnly = host.filter(
    ({ name, module }) =>
      /Slice\.js$/.test(module) ||
      /\/router\.js$/.test(module) ||
      /Slice$/.test(name) ||
      ['pushView', 'goBack', 'resetView', 'RouterState'].includes(name),
  )
  expect(modalOnly.map(({ name }) => `${name} belongs on @foyer/core/internal`)).toEqual([])
  // The test above would pass on an empty entry: the host's own names are there.
  expect(host.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['createFoyer', 'connect', 'openModal', 'BaseError']),
  )
  expect(Object.keys(internalEntry)).toEqual(
    expect.arrayContaining(['updateSwap', 'updateSend', 'updateOnramp', 'pushView']),
  )
})

/**
 * The topic entries (@foyer/core/api, /caip, /siwx: pure code the services share) are read beside a reader
 * entry. Today's values on both, kept so the list only shrinks: a new one fails, so does a removed one.
 */
const TOPIC_OVERLAPS = [
  '@foyer/core/api ApiRequestError @foyer/core',
  '@foyer/core/api EVM_READ_METHODS @foyer/core/adapter',
  '@foyer/core/api SOCIAL_PROVIDER_NAMES @foyer/core',
  '@foyer/core/api SOLANA_CLUSTERS @foyer/core/adapter',
  '@foyer/core/api SOLANA_CLUSTER_REFERENCE @foyer/core/adapter',
  '@foyer/core/api WALLET_SEARCH_MAX_LENGTH @foyer/core',
  '@foyer/core/api isEmail @foyer/core',
]

test('the topic entries repeat no other value of a reader entry', () => {
  const readers = {
    '@foyer/core': hostEntry,
    '@foyer/core/adapter': adapterEntry,
    '@foyer/core/internal': internalEntry,
  }
  const topics = {
    '@foyer/core/api': apiEntry,
    '@foyer/core/caip': caipEntry,
    '@foyer/core/siwx': siwxEntry,
  }
  const overlaps: string[] = []
  for (const [topic, topicModule] of Object.entries(topics))
    for (const name of Object.keys(topicModule))
      for (const [reader, readerModule] of Object.entries(readers))
        if (name in readerModule) overlaps.push(`${topic} ${name} ${reader}`)
  expect(overlaps.sort()).toEqual(TOPIC_OVERLAPS)
})

test('every import from @foyer/core names the entry its names are on', () => {
  // A branch written before the split imports modal setters from '@foyer/core': this names the right
  // entry; `node --import tsx scripts/packages/entryOf.ts --fix` rewrites them.
  const wrong = misplacedImports(repo).map(
    ({ file, name, from, entry }) => `${file}: import ${name} from '${entry}', not '${from}'`,
  )
  expect(wrong).toEqual([])
})
