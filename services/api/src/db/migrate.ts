import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { OpenDatabase } from './database.js'

const folder = fileURLToPath(new URL('./migrations/', import.meta.url))

/** Applies the SQL files in db/migrations in name order, each once, each in a transaction. */
export async function migrate(database: OpenDatabase): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations')
  const applied = new Set(rows.map((row) => row.name))
  const pending = readdirSync(folder)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort()
  for (const file of pending) {
    const sql = readFileSync(folder + file, 'utf8')
    await database.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    )
  }
  return pending
}
