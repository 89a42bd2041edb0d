import { expect, test } from 'vitest'
import { solanaBrowseLink } from './solanaBrowseLinks.js'

const page = { href: 'https://app.example/swap?token=SOL#top', origin: 'https://app.example' }

test('a browse link carries the whole page address and its origin, encoded', () => {
  expect(solanaBrowseLink('Phantom', page)).toBe(
    'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Ftoken%3DSOL%23top?ref=https%3A%2F%2Fapp.example',
  )
  expect(solanaBrowseLink('Solflare', page)).toMatch(/^https:\/\/solflare\.com\/ul\/v1\/browse\//)
})

test('names are matched as directories spell them; a wallet without a link gets none', () => {
  expect(solanaBrowseLink('OKX Wallet', page)).toBe(
    'okx://wallet/dapp/url?dappUrl=https%3A%2F%2Fapp.example%2Fswap%3Ftoken%3DSOL%23top',
  )
  expect(solanaBrowseLink(' trust wallet ', page)).toContain('coin_id=501&url=https%3A%2F%2F')
  expect(solanaBrowseLink('Rainbow', page)).toBeUndefined()
  expect(solanaBrowseLink('__proto__', page)).toBeUndefined()
})
