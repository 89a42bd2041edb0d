import type { PGlite } from '@electric-sql/pglite'

/**
 * What a test database holds, to tell whether one a test file used is back in its template's state: its
 * structure (schemas, tables and columns, constraints, indexes, sequences and where they stand, functions,
 * triggers, views, types, extensions) and every table's rows (a hash).
 */
export type DatabaseState = { structure: string; rows: Record<string, string> }

const USER_SCHEMA = `NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`

// One line per object; an edit to any of them changes the text.
const STRUCTURE = `
SELECT coalesce(string_agg(line, E'\\n' ORDER BY line), '') AS structure FROM (
  SELECT 'schema ' || nspname AS line FROM pg_namespace
    WHERE nspname ${USER_SCHEMA} AND nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'
  UNION ALL SELECT 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type
      || ' ' || is_nullable || ' ' || coalesce(column_default, '')
    FROM information_schema.columns WHERE table_schema ${USER_SCHEMA}
  UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace::regnamespace::text ${USER_SCHEMA}
  UNION ALL SELECT 'index ' || schemaname || '.' || indexname || ' ' || indexdef
    FROM pg_indexes WHERE schemaname ${USER_SCHEMA}
  UNION ALL SELECT 'sequence ' || schemaname || '.' || sequencename || ' ' || coalesce(last_value::text, 'unread')
    FROM pg_sequences WHERE schemaname ${USER_SCHEMA}
  UNION ALL SELECT 'function ' || pronamespace::regnamespace::text || '.' || proname || ' ' || md5(prosrc)
    FROM pg_proc WHERE pronamespace::regnamespace::text ${USER_SCHEMA}
  UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || ' ' || tgname FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'view ' || schemaname || '.' || viewname || ' ' || md5(definition)
    FROM pg_views WHERE schemaname ${USER_SCHEMA}
  UNION ALL SELECT 'type ' || typnamespace::regnamespace::text || '.' || typname || ' ' || typtype::text
    FROM pg_type WHERE typnamespace::regnamespace::text ${USER_SCHEMA} AND typtype IN ('e', 'd', 'c', 'r')
      AND typrelid = 0
  UNION ALL SELECT 'enum ' || enumtypid::regtype::text || ' ' || enumlabel FROM pg_enum
  UNION ALL SELECT 'extension ' || extname FROM pg_extension
) lines`

const TABLES = `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
  WHERE schemaname ${USER_SCHEMA} ORDER BY 1`

async function tablesOf(client: PGlite): Promise<string[]> {
  return (await client.query<{ name: string }>(TABLES)).rows.map(({ name }) => name)
}

export async function readDatabaseState(client: PGlite): Promise<DatabaseState> {
  const structure = (await client.query<{ structure: string }>(STRUCTURE)).rows[0]?.structure ?? ''
  const rows: Record<string, string> = {}
  const tables = await tablesOf(client)
  for (const table of tables) {
    const { hash } = (
      await client.query<{ hash: string }>(
        `SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM ${table} t`,
      )
    ).rows[0] as { hash: string }
    rows[table] = hash
  }
  return { structure, rows }
}

/**
 * Wipes what a test file left in a database started from a template: its session (an open transaction,
 * settings, prepared statements, listeners, temporary tables), the rows of the tables the template had
 * empty, and for a blank template every schema. True when the database is then in the template's state
 * (`template`), so that the next file may use it; false (or a failure) means close it.
 */
export async function resetToTemplate(client: PGlite, template: DatabaseState): Promise<boolean> {
  try {
    if (client.closed) return false
    // A file may end inside a transaction (a failed test); ROLLBACK outside one only warns.
    await client.exec('ROLLBACK')
    await client.exec('DISCARD ALL')
    // A blank template has no table: what a file migrated into it goes with its schemas.
    if (Object.keys(template.rows).length === 0) {
      const schemas = await client.query<{ name: string }>(
        `SELECT quote_ident(nspname) AS name FROM pg_namespace WHERE nspname ${USER_SCHEMA}
           AND nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'`,
      )
      for (const { name } of schemas.rows) await client.exec(`DROP SCHEMA ${name} CASCADE`)
      await client.exec('CREATE SCHEMA public')
    } else {
      const emptied = (await tablesOf(client)).filter(
        (table) => template.rows[table] === undefined || template.rows[table]?.startsWith('0 '),
      )
      if (emptied.length > 0)
        await client.exec(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`)
    }
    const now = await readDatabaseState(client)
    return (
      now.structure === template.structure &&
      JSON.stringify(now.rows) === JSON.stringify(template.rows)
    )
  } catch {
    return false
  }
}
