import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEV_WALLET_ICON",
      "DEV_WALLET_INFOS",
      "ProviderErrorCode",
      "ProviderRpcError",
      "SOLANA_WALLET_ICON",
      "TEST_WALLET_ICON",
      "createDevWallet",
      "createDevWallets",
      "svgDataUri",
    ]
  `)
})
