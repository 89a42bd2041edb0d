import { expect, test } from 'vitest'
import { configuredDefaultChainId } from '../commands/context.js'
import { parseChains } from './chains.js'
import { EMBEDDED_WALLET_CHAIN_IDS, publicFrameChains } from './publicChains.js'

test('without FOYER_AUTH_CHAINS the frame serves SPEC §9’s 24 chains, in its order, valid as configured ones', () => {
  const chains = publicFrameChains()
  expect(chains.map((chain) => chain.id)).toEqual([
    1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97,
    43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
  ])
  expect(EMBEDDED_WALLET_CHAIN_IDS).toHaveLength(24)
  // Each passes the same checks as an operator's FOYER_AUTH_CHAINS (https RPC, names, currency).
  expect(parseChains(chains)).toEqual(chains)
  for (const chain of chains) expect(chain.rpcUrl).toMatch(/^https:\/\//)
  expect(chains[0]).toMatchObject({ name: 'Ethereum', nativeCurrency: { symbol: 'ETH' } })
  expect(chains.find((chain) => chain.id === 137)?.nativeCurrency.symbol).toMatch(/^(POL|MATIC)$/)
})

test('the frame starts on eip155:1 (SPEC §9’s default frame network) unless told otherwise', () => {
  const previous = process.env.FOYER_AUTH_DEFAULT_CHAIN_ID
  delete process.env.FOYER_AUTH_DEFAULT_CHAIN_ID
  try {
    expect(configuredDefaultChainId(publicFrameChains(), false)).toBe(1)
    process.env.FOYER_AUTH_DEFAULT_CHAIN_ID = '8453'
    expect(configuredDefaultChainId(publicFrameChains(), false)).toBe(8453)
    process.env.FOYER_AUTH_DEFAULT_CHAIN_ID = '31337'
    expect(() => configuredDefaultChainId(publicFrameChains(), false)).toThrow(
      /not in FOYER_AUTH_CHAINS/,
    )
  } finally {
    if (previous === undefined) delete process.env.FOYER_AUTH_DEFAULT_CHAIN_ID
    else process.env.FOYER_AUTH_DEFAULT_CHAIN_ID = previous
  }
})
