import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { LentPglite } from '../db/open.js'
import { type DatabaseState, readDatabaseState, resetToTemplate } from './pgliteState.js'

// Test databases, lent and taken back (issue 38 point 3). Starting a PGlite costs ~2 s of CPU even from a
// dumped template (Postgres boots inside WebAssembly; ~5 s with no template: initdb), and the services
// project opened one or more per test file, ~115 files in one process. A database a file closes is wiped
// back to its template's state and lent to the next file instead; one whose structure the file changed
// (a table, a column, a sequence, a row of the template's own) is closed, as before.

type Template = {
  /** The dumped data folder new clients start from. */
  dump: Blob
  /** What a client freshly started from `dump` looks like: a returned one must look the same. */
  state: DatabaseState
  idle: PGlite[]
}

/** Clients kept per template; a file rarely has more than two open at once. */
const IDLE_PER_TEMPLATE = 2
const BLANK = 'blank'

// On globalThis: the services project's files run in one process, each meeting Foyer's modules afresh
// (scripts/vitestFreshSourceModules.ts), so module state would start empty for every file.
const POOL = Symbol.for('foyer.pglitePool')
const shared = globalThis as { [POOL]?: Map<string, Promise<Template>> }
if (!shared[POOL]) shared[POOL] = new Map()
const pool = shared[POOL]

async function templateOf(file: string | undefined): Promise<Template> {
  const key = file ?? BLANK
  let template = pool.get(key)
  if (!template) {
    template = (async () => {
      // The blank one is a fresh initdb, dumped once so that later clients skip initdb.
      const dump = file
        ? new Blob([readFileSync(file)])
        : await (async () => {
            const cold = await PGlite.create()
            try {
              return await cold.dumpDataDir('none')
            } finally {
              await cold.close()
            }
          })()
      const client = await PGlite.create({ loadDataDir: dump })
      const state = await readDatabaseState(client)
      return { dump, state, idle: [client] }
    })()
    pool.set(key, template)
    template.catch(() => pool.delete(key))
  }
  return template
}

/**
 * A PGlite for one test file, in its template's state: the migrated database `templateFile` holds (a dump the
 * global setup wrote), or a blank one. Give it to `openDatabase({ pglite })`; closing the database gives it
 * back. Using it after that throws, as a closed database does.
 */
export async function lendPglite(templateFile?: string): Promise<LentPglite> {
  const template = await templateOf(templateFile)
  const client = template.idle.pop() ?? (await PGlite.create({ loadDataDir: template.dump }))
  let lent = true
  const lease = new Proxy(client, {
    get(target, key) {
      if (!lent) throw new Error('This test database was closed (given back to the pool).')
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    client: lease,
    async giveBack() {
      if (!lent) return
      lent = false
      // The cap is read after the reset: another file may have given one back meanwhile.
      if (
        (await resetToTemplate(client, template.state)) &&
        template.idle.length < IDLE_PER_TEMPLATE
      )
        template.idle.push(client)
      else await client.close()
    },
  }
}
