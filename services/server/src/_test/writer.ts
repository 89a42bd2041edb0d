// A process that writes one row after another and says which writes were acknowledged (one id per line on
// stdout), until it is killed. durability.test.ts kills it with kill -9 and counts what survived.
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../db/open.js'

const [location] = process.argv.slice(2)
if (!location) throw new Error('usage: writer.ts <postgres URL | PGlite folder>')
const database = await openDatabase({
  ...(location.startsWith('postgres') ? { url: location } : { dataDir: location }),
  schema: {},
  migrations: fileURLToPath(new URL('./migrations/', import.meta.url)),
})
for (let id = 0; ; id++) {
  await database.query("INSERT INTO notes (project_id, text) VALUES ('durability', $1)", [
    String(id),
  ])
  process.stdout.write(`${id}\n`)
}
