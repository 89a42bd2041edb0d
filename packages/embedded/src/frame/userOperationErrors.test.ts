import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, test } from 'vitest'
import { FrameRequestError } from './frameRequestError.js'
import { explainUserOperationError } from './userOperationErrors.js'

const rpc = (code: number, message: string) =>
  new RpcRequestError({ body: {}, url: 'http://bundler', error: { code, message } })

describe('explainUserOperationError', () => {
  test('an operation the bundler simulated as reverting says why', () => {
    const explained = explainUserOperationError(
      rpc(-32521, 'execution reverted: ERC20InsufficientBalance'),
      'Foyer Devnet',
    )
    expect(explained).toBeInstanceOf(FrameRequestError)
    expect((explained as Error).message).toBe(
      'The operation would fail: execution reverted: ERC20InsufficientBalance',
    )
  })

  test('another refusal keeps the bundler’s reason and code', () => {
    const explained = explainUserOperationError(rpc(-32500, 'AA24 signature error'), 'L2')
    expect(explained).toMatchObject({ message: 'AA24 signature error', code: -32500 })
  })

  test('a bundler that cannot be reached, or does not answer in time, is named', () => {
    const down = new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'fetch failed' })
    expect(explainUserOperationError(down, 'Foyer Devnet')).toMatchObject({
      message: 'The bundler of Foyer Devnet cannot be reached: try again in a moment',
      code: -32603,
    })
    const slow = new TimeoutError({ body: {}, url: 'http://bundler' })
    expect((explainUserOperationError(slow, 'L2') as Error).message).toContain('cannot be reached')
  })

  test('anything else passes as it is', () => {
    const other = new Error('boom')
    expect(explainUserOperationError(other, 'L2')).toBe(other)
  })
})
