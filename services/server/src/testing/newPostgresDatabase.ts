import { inject } from 'vitest'

/** A new, empty database on the test PostgreSQL server (the services project's global setup): its URL. */
export async function newPostgresDatabase(prefix: string): Promise<string> {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return inject('postgresUrl').replace(/\/postgres$/, `/${name}`)
}
