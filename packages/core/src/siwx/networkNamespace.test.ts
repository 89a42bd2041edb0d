import { expect, test } from 'vitest'
import { createSiwx } from './createSiwx.js'
import { networkNamespace } from './networkNamespace.js'
import type { SiwxSession, SiwxStorage } from './types.js'

test('the namespace of a CAIP-2 network id; anything else is a SIWX error naming the id', () => {
  expect(networkNamespace('eip155:1')).toBe('eip155')
  expect(networkNamespace('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
  for (const chainId of ['eip155', 'EIP155:1', 'eip155:1:0xab', 'eip155:', ':1', ''])
    expect(() => networkNamespace(chainId)).toThrow(
      expect.objectContaining({ name: 'SiwxError', code: 'INVALID_CAIP_ID' }),
    )
  expect(() => networkNamespace('eip155:1:0xab')).toThrowErrorMatchingInlineSnapshot(`
    [SiwxError: Invalid network id

    Details: "eip155:1:0xab" is not a CAIP-2 network id (namespace:reference)]
  `)
})

test("a session on a network written past CAIP-2 does not slip by its namespace's verifier", async () => {
  const kept: SiwxSession[] = []
  const storage: SiwxStorage = {
    add: async (session) => void kept.push(session),
    set: async (sessions) => void kept.splice(0, kept.length, ...sessions),
    get: async () => kept,
    delete: async () => {},
  }
  const siwx = createSiwx({
    messenger: { createMessage: async () => Promise.reject(new Error('not asked')) },
    storage,
    verifiers: [{ namespace: 'eip155', verify: async (session) => session.signature === 'good' }],
  })
  const session = (chainId: string): SiwxSession => ({
    data: {
      chainId: chainId as never,
      accountAddress: '0xab',
      domain: 'a.example',
      uri: 'https://a.example',
      version: '1',
      nonce: 'n0000001',
    },
    message: 'forged',
    signature: 'forged',
  })
  // An upper-case namespace named no verifier, and a split(':') read it as a namespace without one.
  for (const chainId of ['EIP155:1', 'eip155:1:0xab', 'eip155'])
    await expect(siwx.addSession(session(chainId))).rejects.toMatchObject({
      code: 'INVALID_CAIP_ID',
    })
  await expect(siwx.addSession(session('eip155:1'))).rejects.toMatchObject({
    code: 'SIWX_INVALID_SESSION',
  })
  expect(kept).toEqual([])
})
