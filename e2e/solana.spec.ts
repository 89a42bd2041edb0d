import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_TOKENS } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { DEV_ADDRESS, expect, test } from './fixtures.js'

// Solana beside EVM in the demo: the local cluster (LiteSVM behind JSON-RPC), the Wallet Standard dev wallets
// ('Foyer Solana Wallet', Solana only; 'Foyer Dev Wallet', EVM and Solana), the data service's balances.

const rpc = () => createSolanaRpc(process.env.FOYER_E2E_SOLANA_RPC ?? '')
const SOLANA_NETWORK = SOLANA_DEVNET.name
const [fusd] = SOLANA_DEVNET_TOKENS
const fresh = async () => (await generateKeyPairSigner()).address

async function chooseNetwork(demo: Page, modal: Locator, name: string) {
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name, exact: true }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText(name)
}

async function send(
  demo: Page,
  modal: Locator,
  { symbol, amount, to }: { symbol: string; amount: string; to: string },
) {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-send').click()
  await modal.getByTestId('foyer-send-token').click()
  await modal.getByTestId(`foyer-select-token-${symbol}`).click()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To').fill(to)
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-preview-fee')).toHaveText(/\d.*SOL/)
  await modal.getByTestId('foyer-send-confirm').click()
  // SPEC §4: after a Solana send, back to Account.
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByRole('status')).toHaveText(/Sent/)
  await demo.keyboard.press('Escape')
}

test('networks grouped by family; the Solana wallet connects, signs, sends SOL and an SPL token', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-network-button').click()
  await expect(modal.getByRole('heading', { name: 'EVM Networks' })).toBeVisible()
  await expect(modal.getByRole('list', { name: 'Solana' }).getByRole('button')).toHaveText([
    SOLANA_NETWORK,
  ])
  await modal.getByRole('button', { name: SOLANA_NETWORK }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText(SOLANA_NETWORK)

  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Wallet' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  const owner = SOLANA_DEVNET_ACCOUNTS[1].address
  await expect(demo.getByTestId('demo-address')).toHaveText(owner)

  // Balances from the data service: SOL and the cluster's SPL tokens, priced.
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-token-SOL')).toContainText('SOL')
  await expect(modal.getByTestId('foyer-token-fUSD')).toContainText('fUSD')
  // SPEC §6: activity is EVM only, and the tab says so.
  await modal.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.getByTestId('foyer-activity-unavailable')).toHaveText(
    'Activity is shown for EVM Networks only.',
  )
  // The seed's Token-2022 NFTs of this account, read live from the cluster by the data service.
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  await expect(modal.getByTestId('foyer-nft-name')).toHaveText([
    'Amber Door #4',
    'Indigo Door #5',
    'Rose Door #6',
  ])
  await expect(modal.getByTestId('foyer-nft').locator('img')).toHaveCount(3)

  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Hello from Solana')
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await demo.keyboard.press('Escape')

  const receiver = await fresh()
  await send(demo, modal, { symbol: 'SOL', amount: '1.25', to: receiver })
  await expect
    .poll(async () => (await rpc().getBalance(address(receiver)).send()).value)
    .toBe(1_250_000_000n)

  // A token to an address that has no token account yet: it is created.
  const tokenReceiver = await fresh()
  await send(demo, modal, { symbol: 'fUSD', amount: '3.5', to: tokenReceiver })
  await expect
    .poll(async () => {
      const { value } = await rpc()
        .getTokenAccountsByOwner(
          address(tokenReceiver),
          { mint: address(fusd.mint) },
          { encoding: 'jsonParsed' },
        )
        .send()
      return value[0]?.account.data.parsed.info.tokenAmount.amount
    })
    .toBe('3500000')
})

test('SOL below what opens a new account is refused before the wallet, and what was typed stays', async ({
  demo,
  modal,
}) => {
  await chooseNetwork(demo, modal, SOLANA_NETWORK)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Wallet' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  const receiver = await fresh()
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-send').click()
  await modal.getByTestId('foyer-send-token').click()
  await modal.getByTestId('foyer-select-token-SOL').click()
  await modal.getByLabel('Amount').fill('0.0001')
  await modal.getByLabel('To').fill(receiver)
  await modal.getByTestId('foyer-send-preview').click()
  await modal.getByTestId('foyer-send-confirm').click()
  await expect(modal).toHaveAccessibleName('Send')
  await expect(modal.getByTestId('foyer-send-error')).toHaveText(
    'The receiver’s account is new: send at least 0.00089088 SOL to open it.',
  )
  await expect(modal.getByLabel('Amount')).toHaveValue('0.0001')
  await expect(modal.getByLabel('To')).toHaveValue(receiver)
})

test('a wallet offering EVM and Solana is one row; moving between families keeps it; disconnect ends both', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByRole('button', { name: 'Foyer Dev Wallet' })).toHaveCount(1)
  await modal.getByRole('button', { name: 'Foyer Dev Wallet' }).click()
  await expect(demo.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)

  // To Solana: the same wallet's Solana side connects.
  await chooseNetwork(demo, modal, SOLANA_NETWORK)
  await expect(demo.getByTestId('demo-address')).toHaveText(SOLANA_DEVNET_ACCOUNTS[0].address)
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  // And back: the EVM connection is still there.
  await chooseNetwork(demo, modal, 'Foyer Devnet')
  await expect(demo.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)

  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await chooseNetwork(demo, modal, SOLANA_NETWORK)
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
})

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })

  test('on Solana, a wallet app opens this page in its own browser (SPEC §7); on EVM it pairs', async ({
    demo,
    modal,
  }) => {
    await chooseNetwork(demo, modal, SOLANA_NETWORK)
    await demo.getByTestId('foyer-connect-button').click()
    await modal.getByRole('button', { name: 'All Wallets' }).click()
    const phantom = modal.getByTestId('wallet-phantom')
    const url = new URL(demo.url())
    await expect(phantom).toHaveAttribute(
      'href',
      `https://phantom.app/ul/browse/${encodeURIComponent(url.href)}?ref=${encodeURIComponent(url.origin)}`,
    )
    await expect(modal.getByTestId('wallet-solflare')).toHaveAttribute(
      'href',
      /^https:\/\/solflare\.com\/ul\/v1\/browse\//,
    )
    await demo.keyboard.press('Escape')

    // On EVM the same wallet pairs through WalletConnect, as before.
    await chooseNetwork(demo, modal, 'Foyer Devnet')
    await demo.getByTestId('foyer-connect-button').click()
    await modal.getByRole('button', { name: 'All Wallets' }).click()
    await expect(modal.getByTestId('wallet-phantom')).not.toHaveAttribute('href', /.*/)
  })
})
