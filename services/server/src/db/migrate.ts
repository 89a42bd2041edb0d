import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What migrating needs of a database. */
type Migratable = {
  exec(sql: string): Promise<void>
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
}

/**
 * Applies a service's hand-written SQL migrations (`folder`, files applied in name order), each once, each in
 * a transaction; returns the files it applied. Services sharing a database keep their migrations apart
 * with `table`.
 */
export async function migrate(
  database: Migratable,
  folder: string,
  table = 'schema_migrations',
): Promise<string[]> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Invalid migrations table name: ${table}`)
  await database.exec(
    `CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  const rows = await database.query<{ name: string }>(`SELECT name FROM ${table}`)
  const applied = new Set(rows.map((row) => row.name))
  const pending = readdirSync(folder)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort()
  for (const file of pending) {
    const sql = readFileSync(join(folder, file), 'utf8')
    await database.exec(
      `BEGIN;\n${sql}\nINSERT INTO ${table} (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    )
  }
  return pending
}
