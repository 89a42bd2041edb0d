import type pg from 'pg'

/** The server ended the connection: an administrator, a restart or a crash (SQLSTATE class 57P). */
const ENDED_BY_SERVER = new Set(['57P01', '57P02', '57P03'])

/** Whether `error` says the connection a query ran on was lost, rather than that the query was wrong. */
export function isLostConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (ENDED_BY_SERVER.has(code) || code === 'ECONNRESET')) return true
  return /Connection terminated|Client has encountered a connection error/.test(error.message)
}

/**
 * `pool.query`, run again on another connection when the one it ran on turns out to be lost. After a
 * database restart the pool may still hold idle connections whose end it has not read yet: a query on one
 * fails at once, and each failure takes that connection out of the pool, so `pool size + 1` tries reach a
 * live one. Only for statements that may safely run twice (reads, and the bus's writes, which keep a
 * message once however often it is published).
 */
export async function queryRetryingLost<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values?: unknown[],
): Promise<pg.QueryResult<Row>> {
  const tries = (pool.options.max ?? 10) + 1
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.query<Row>(text, values)
    } catch (error) {
      if (attempt >= tries || !isLostConnection(error)) throw error
    }
  }
}
