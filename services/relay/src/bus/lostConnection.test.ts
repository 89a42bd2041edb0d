import type pg from 'pg'
import { expect, test } from 'vitest'
import { isLostConnection, queryRetryingLost } from './lostConnection.js'

// After a database restart the pool may hand out connections the server has already ended: the bus's
// query goes again on another one rather than failing a publication the client was about to be told of.

const ended = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

/** A pool of `max` whose first `failures` queries fail with what `fail()` makes. */
function pool(max: number, failures: number, fail: () => Error) {
  let calls = 0
  const fake = {
    options: { max },
    async query() {
      calls += 1
      if (calls <= failures) throw fail()
      return { rows: [{ ok: true }], rowCount: 1 }
    },
  }
  return { pool: fake as unknown as pg.Pool, calls: () => calls }
}

test('a query on ended connections runs again until one is live', async () => {
  const { pool: stale, calls } = pool(10, 10, ended)
  expect((await queryRetryingLost(stale, 'SELECT 1')).rows).toEqual([{ ok: true }])
  expect(calls()).toBe(11)
})

test('gives up after the pool size and one more, with the last error', async () => {
  const { pool: down, calls } = pool(2, 100, ended)
  await expect(queryRetryingLost(down, 'SELECT 1')).rejects.toThrow('administrator command')
  expect(calls()).toBe(3)
})

test('a wrong query fails at once (it is not run twice)', async () => {
  const wrong = () => Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })
  const { pool: strict, calls } = pool(10, 1, wrong)
  await expect(queryRetryingLost(strict, 'SELEC 1')).rejects.toThrow('syntax error')
  expect(calls()).toBe(1)
})

test('tells lost connections from other errors', () => {
  expect(isLostConnection(ended())).toBe(true)
  expect(isLostConnection(new Error('Connection terminated unexpectedly'))).toBe(true)
  expect(
    isLostConnection(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
  ).toBe(true)
  expect(isLostConnection(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
    false,
  )
  expect(isLostConnection(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
  expect(isLostConnection('Connection terminated')).toBe(false)
})
