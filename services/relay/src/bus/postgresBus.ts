import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { migrate } from '@foyer/server'
import pg from 'pg'
import { limitExceeded } from '../errors.js'
import { type RelayMessage, storedBytes } from '../messages.js'
import type { BusListener, MessageBus } from './bus.js'
import { queryRetryingLost } from './lostConnection.js'

/** The channel every instance listens on. */
const CHANNEL = 'foyer_relay'
/** NOTIFY takes at most 8,000 bytes: a larger message is announced by id and read from the table. */
const INLINE_NOTIFY_BYTES = 7_900
/** Taken while migrating, so that instances starting together do not migrate twice. */
const MIGRATION_LOCK = [0x72656c61, 1] as const
/** How often the totals kept (for the limits) are read again, and expired messages deleted. */
const TOTALS_EVERY_MS = 5_000
const SWEEP_EVERY_MS = 60_000

type Row = {
  topic: string
  message: string
  published_at: string
  tag: number
  attestation: string | null
  expires_at: string
  publisher: string
}

const fromRow = (row: Row): RelayMessage => ({
  topic: row.topic,
  message: row.message,
  publishedAt: Number(row.published_at),
  tag: row.tag,
  attestation: row.attestation ?? undefined,
  expiresAt: Number(row.expires_at),
  from: row.publisher,
})

const COLUMNS = 'topic, message, published_at, tag, attestation, expires_at, publisher'

/**
 * Several relay instances on one PostgreSQL (issue 37): a publication is a row of `relay_messages`
 * (committed before the publisher's acknowledgement) and a NOTIFY on `foyer_relay` in the same statement,
 * which every instance LISTENs to and hands to its subscribers; a subscriber that comes later (on any
 * instance) reads the table. Expired rows are deleted by every instance now and then. The limit on what is
 * kept in all is checked against totals read every few seconds (so instances may overshoot it by what
 * they take in that time).
 */
export async function openPostgresBus({
  url,
  now = Date.now,
  limits,
}: {
  url: string
  now?: () => number
  limits: { storedMessages: number; storedBytes: number }
}): Promise<MessageBus> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server ends (a restart, a failover) is an 'error' event: without a listener it
  // would end the process. The pool opens another on the next query.
  pool.on('error', (error) => console.error('relay: a database connection ended:', error.message))
  await migrateOnce(pool)
  const listeners: BusListener[] = []
  let closed = false
  let totals = await readTotals(pool, now())
  // Notifications are handled one after the other, so that a topic's messages keep their order.
  let handling: Promise<void> = Promise.resolve()

  const handle = async (payload: string) => {
    const note = JSON.parse(payload) as RelayMessage | { id: string; topic: string }
    if (!listeners.some((listener) => listener.wants(note.topic))) return
    let message: RelayMessage | undefined
    if ('message' in note) message = note
    else {
      const { rows } = await queryRetryingLost<Row>(
        pool,
        `SELECT ${COLUMNS} FROM relay_messages WHERE id = $1`,
        [note.id],
      )
      message = rows[0] && fromRow(rows[0])
    }
    if (!message) return
    for (const listener of listeners) if (listener.wants(message.topic)) listener.deliver(message)
  }

  let listening: pg.Client | undefined
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url })
    const lost = (error?: Error) => {
      if (closed || listening !== client) return
      listening = undefined
      client.end().catch(() => {})
      console.error('relay: the message bus stopped listening:', error?.message ?? 'ended')
      // Again until the database answers; then every instance's subscribers read what they missed.
      const retry = () => {
        if (closed) return
        listen()
          .then(() => {
            // Operators (and the tests) read this line as "the instance is whole again".
            console.error('relay: the message bus listens again')
            for (const listener of listeners) listener.catchUp()
          })
          .catch(() => setTimeout(retry, 1_000).unref())
      }
      setTimeout(retry, 1_000).unref()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', ({ payload }) => {
      if (!payload) return
      handling = handling
        .then(() => handle(payload))
        .catch((error) => {
          console.error('relay: a message from the bus was not delivered:', error?.message ?? error)
        })
    })
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    listening = client
  }
  await listen()

  const refresh = setInterval(() => {
    readTotals(pool, now())
      .then((read) => {
        totals = read
      })
      .catch(() => {})
  }, TOTALS_EVERY_MS)
  refresh.unref()
  const sweeper = setInterval(() => {
    pool.query('DELETE FROM relay_messages WHERE expires_at <= $1', [now()]).catch(() => {})
  }, SWEEP_EVERY_MS)
  sweeper.unref()

  return {
    kind: 'postgres',
    async publish(message) {
      const bytes = storedBytes(message)
      if (totals.messages + 1 > limits.storedMessages || totals.bytes + bytes > limits.storedBytes)
        throw limitExceeded(
          `The relay is full (${limits.storedMessages} messages or ${limits.storedBytes} bytes kept for subscribers to come). Try again later.`,
        )
      const full = JSON.stringify(message)
      const inline = Buffer.byteLength(full) <= INLINE_NOTIFY_BYTES ? full : null
      // One statement: the row and its NOTIFY commit together. A copy kept already is kept once (and not
      // announced again), unless it has expired.
      const { rowCount } = await queryRetryingLost(
        pool,
        `WITH kept AS (
           INSERT INTO relay_messages (${COLUMNS}, digest, bytes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (topic, digest) DO UPDATE SET message = EXCLUDED.message,
             published_at = EXCLUDED.published_at, tag = EXCLUDED.tag, attestation = EXCLUDED.attestation,
             expires_at = EXCLUDED.expires_at, publisher = EXCLUDED.publisher, bytes = EXCLUDED.bytes
           WHERE relay_messages.expires_at <= $10
           RETURNING id, topic
         )
         SELECT pg_notify('${CHANNEL}', COALESCE($11::text, json_build_object('id', id::text, 'topic', topic)::text))
         FROM kept`,
        [
          message.topic,
          message.message,
          message.publishedAt,
          message.tag,
          message.attestation ?? null,
          message.expiresAt,
          message.from,
          createHash('sha256').update(message.message).digest('hex'),
          bytes,
          now(),
          inline,
        ],
      )
      if (rowCount) totals = { messages: totals.messages + 1, bytes: totals.bytes + bytes }
    },
    async live(topics) {
      const { rows } = await queryRetryingLost<Row>(
        pool,
        `SELECT ${COLUMNS} FROM relay_messages WHERE topic = ANY($1) AND expires_at > $2 ORDER BY topic, id`,
        [topics, now()],
      )
      return rows.map(fromRow)
    },
    listen: (listener) => void listeners.push(listener),
    stored: () => readTotals(pool, now()),
    async close() {
      closed = true
      clearInterval(refresh)
      clearInterval(sweeper)
      const client = listening
      listening = undefined
      await client?.end().catch(() => {})
      await pool.end()
    },
  }
}

async function readTotals(pool: pg.Pool, at: number) {
  const { rows } = await queryRetryingLost<{ messages: number; bytes: string }>(
    pool,
    'SELECT count(*)::int AS messages, coalesce(sum(bytes), 0) AS bytes FROM relay_messages WHERE expires_at > $1',
    [at],
  )
  return { messages: rows[0]?.messages ?? 0, bytes: Number(rows[0]?.bytes ?? 0) }
}

/** Applies the relay's migrations (table `relay_migrations`), one instance at a time. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK])
    await migrate(
      {
        exec: async (sql) => void (await client.query(sql)),
        query: async <T>(sql: string, params?: unknown[]) =>
          (await client.query(sql, params)).rows as T[],
      },
      fileURLToPath(new URL('./migrations/', import.meta.url)),
      'relay_migrations',
    )
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
