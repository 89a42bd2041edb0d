import { jsonFromEnv } from '@foyer/server'
import { expect, test } from 'vitest'
import { parseServiceChains } from './context.js'

// FOYER_API_CHAINS' per-chain bundler and paymaster (smart accounts, issue 20).

const chain = {
  id: 8453,
  name: 'Base',
  rpcUrl: 'https://base.example.org',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const read = (chains: unknown) =>
  jsonFromEnv('FOYER_API_CHAINS', parseServiceChains, {
    FOYER_API_CHAINS: JSON.stringify(chains),
  })

test('a chain may name its bundler and paymaster; both are optional', () => {
  const urls = {
    bundlerUrl: 'https://bundler.example.org/rpc?key=1',
    paymasterUrl: 'http://127.0.0.1:4337/8453',
  }
  expect(read([{ ...chain, ...urls }, chain])).toEqual([{ ...chain, ...urls }, chain])
})

test('refused, naming the variable and the field: a non-http URL, a paymaster without a bundler', () => {
  expect(() => read([{ ...chain, bundlerUrl: 'ftp://bundler.example.org' }])).toThrow(
    /^FOYER_API_CHAINS is not valid: 0\.bundlerUrl expected an http\(s\) URL/,
  )
  expect(() => read([{ ...chain, paymasterUrl: 'not a url' }])).toThrow(/0\.paymasterUrl/)
  expect(() => read([{ ...chain, paymasterUrl: 'https://pm.example.org' }])).toThrow(
    'FOYER_API_CHAINS is not valid: 0 paymasterUrl needs a bundlerUrl beside it',
  )
})
