import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { connectWith, DEV_ADDRESS, demoUrl, expect, TEST_ADDRESS, test } from './fixtures.js'

// Issue 17: buying crypto through the local sandbox provider, whose checkout page sends the tokens from the
// devnet's treasury, and Pay (`?pay`: the demo's Pay panel calls `pay()`).

const FUSD = '0xF0e7000000000000000000000000000000000002'
const chain = () =>
  createPublicClient({ transport: http(process.env.FOYER_E2E_L1_RPC ?? 'http://127.0.0.1:8545') })
const fusdOf = (address: `0x${string}`) =>
  chain().readContract({ address: FUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** Pays at the sandbox checkout with a test card (4242… pays, 4000 0000 0000 0002 is declined). */
async function payByCard(checkout: Page, card = '4242 4242 4242 4242') {
  await checkout.getByLabel('Card number').fill(card)
  await checkout.getByLabel('Expiry date (MM/YY)').fill('12/39')
  await checkout.getByLabel('Security code (CVC)').fill('123')
  await checkout.getByRole('button', { name: /by card/ }).click()
}

test('a visitor buys fUSD with the sandbox test card: offers, checkout, and the balance rises on chain', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const before = await fusdOf(DEV_ADDRESS)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-onramp').click()
  await expect(modal).toHaveAccessibleName('Buy Crypto')
  await modal.getByTestId('foyer-buy-token').click()
  await modal.getByTestId('foyer-buy-choose-fUSD').click()
  await expect(modal.getByTestId('foyer-buy-token')).toHaveText('fUSD')
  await modal.getByTestId('foyer-buy-preset-100').click()
  const offer = modal.getByTestId('foyer-buy-offer-sandbox')
  // $100 paid: the sandbox's 1.5% fee and its network fee come out of it; 1 fUSD = 1 USD.
  await expect(offer.getByTestId('foyer-buy-offer-amount')).toHaveText('You get 98.4 fUSD')
  await expect(offer).toContainText('$100.00')

  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-buy-continue').click(),
  ])
  await expect(modal.getByTestId('foyer-buy-status')).toContainText('Complete your purchase')
  // The checkout cannot reach the app's window (read once its own page is there: the window opens blank
  // and then navigates, and an evaluate during that navigation loses its context).
  await expect(checkout.getByLabel('Card number')).toBeVisible()
  expect(await checkout.evaluate(() => window.opener)).toBeNull()
  await payByCard(checkout)

  await expect(modal.getByTestId('foyer-buy-status')).toHaveText('98.4 fUSD arrived')
  expect(await fusdOf(DEV_ADDRESS)).toBe(before + 98_400_000n)
  await expect(modal.getByTestId('foyer-buy-balance')).toContainText('fUSD')
  await modal.getByTestId('foyer-buy-done').click()
  await expect(modal).toHaveAccessibleName('Account')
})

test('an amount over the limit says so with the limits and asks no provider; a declined card says it failed', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-onramp').click()
  await modal.getByTestId('foyer-buy-amount').fill('8000')
  await expect(modal.getByRole('alert')).toHaveText(
    'The amount must be between 10.00 and 7,500.00 USD',
  )
  await expect(modal.getByTestId('foyer-buy-offers')).toHaveCount(0)
  // A bank account takes up to 25,000.00.
  await modal.getByTestId('foyer-buy-method-BANK_ACCOUNT').click()
  await expect(modal.getByTestId('foyer-buy-offer-sandbox')).toBeVisible()
  await modal.getByTestId('foyer-buy-method-CARD').click()

  await modal.getByTestId('foyer-buy-amount').fill('20')
  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-buy-continue').click(),
  ])
  await payByCard(checkout, '4000 0000 0000 0002')
  await expect(modal.getByTestId('foyer-buy-status')).toHaveText('The purchase failed')
  await modal.getByTestId('foyer-buy-retry').click()
  await expect(modal).toHaveAccessibleName('Buy Crypto')
  await expect(modal.getByTestId('foyer-buy-amount')).toHaveValue('20')
})

test.describe('in Shanghai', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('a visitor whose time zone is mainland China is told buying is not available there', async ({
    demo,
    modal,
  }) => {
    await connectWith(demo, modal, 'Foyer Dev Wallet')
    await demo.getByTestId('foyer-connect-button').click()
    await modal.getByTestId('foyer-onramp').click()
    await expect(modal.getByTestId('foyer-buy-restricted')).toHaveText(
      'Buying crypto is not available in your region',
    )
    await expect(modal.getByTestId('foyer-buy-offers')).toHaveCount(0)
  })
})

test('Pay from the connected wallet: the recipient gets the fUSD and pay() resolves with the transaction', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&pay'))
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const before = await fusdOf(TEST_ADDRESS)
  await demo.getByTestId('demo-pay-amount').fill('3.25')
  await demo.getByTestId('demo-pay').click()
  await expect(modal).toHaveAccessibleName('Pay')
  await expect(modal.getByTestId('foyer-pay-amount')).toHaveText('3.25 fUSD')
  await modal.getByTestId('foyer-pay-wallet').click()
  await expect(modal.getByTestId('foyer-pay-success')).toBeVisible()
  await expect(demo.getByTestId('demo-pay-result')).toHaveText(
    /^success via wallet: 0x[0-9a-f]{64}$/,
  )
  expect(await fusdOf(TEST_ADDRESS)).toBe(before + 3_250_000n)
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toBeHidden()
})

test('Pay through the sandbox provider with no wallet connected; a bad recipient is refused first; closing cancels', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&pay'))
  // Refused before anything opens.
  await demo.getByTestId('demo-pay-recipient').fill('0x1234')
  await demo.getByTestId('demo-pay').click()
  await expect(demo.getByTestId('demo-pay-result')).toHaveText(
    'rejected: Enter a valid address for this network',
  )
  await expect(modal).toBeHidden()

  // Closed unpaid: cancelled.
  await demo.getByTestId('demo-pay-recipient').fill(TEST_ADDRESS)
  await demo.getByTestId('demo-pay').click()
  await expect(modal).toHaveAccessibleName('Pay')
  await modal.getByTestId('foyer-close').click()
  await expect(demo.getByTestId('demo-pay-result')).toHaveText('rejected: Payment cancelled')

  // Under what a provider sells (10.00 USD), the provider says so.
  await demo.getByTestId('demo-pay-amount').fill('7')
  await demo.getByTestId('demo-pay').click()
  const tooSmall = demo.context().waitForEvent('page')
  await modal.getByTestId('foyer-pay-provider-sandbox').click()
  await expect(modal.getByTestId('foyer-pay-error')).toHaveText(
    'The amount must be between 10.00 and 7,500.00 USD',
  )
  // The window opened for its checkout is closed again.
  const opened = await tooSmall
  await expect.poll(() => opened.isClosed()).toBe(true)
  await modal.getByTestId('foyer-close').click()
  await expect(demo.getByTestId('demo-pay-result')).toHaveText(
    'rejected: The amount must be between 10.00 and 7,500.00 USD',
  )

  // Through the provider: the checkout delivers the exact amount to the recipient.
  const before = await fusdOf(TEST_ADDRESS)
  await demo.getByTestId('demo-pay-amount').fill('12')
  await demo.getByTestId('demo-pay').click()
  await expect(modal.getByTestId('foyer-pay-provider-sandbox')).toBeVisible()
  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-pay-provider-sandbox').click(),
  ])
  await payByCard(checkout)
  await expect(demo.getByTestId('demo-pay-result')).toHaveText(
    /^success via onramp: 0x[0-9a-f]{64}$/,
  )
  expect(await fusdOf(TEST_ADDRESS)).toBe(before + 12_000_000n)
  await expect(modal.getByTestId('foyer-pay-success')).toBeVisible()
})

test('on Solana: a visitor buys fUSD by bank transfer and the SPL tokens arrive', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Devnet', exact: true }).click()
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Wallet' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-onramp').click()
  await modal.getByTestId('foyer-buy-token').click()
  await modal.getByTestId('foyer-buy-choose-fUSD').click()
  await modal.getByTestId('foyer-buy-method-BANK_ACCOUNT').click()
  await modal.getByTestId('foyer-buy-preset-50').click()
  await expect(modal.getByTestId('foyer-buy-offer-sandbox')).toContainText('fUSD')
  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-buy-continue').click(),
  ])
  await checkout.getByRole('button', { name: /by bank transfer/ }).click()
  await expect(modal.getByTestId('foyer-buy-status')).toHaveText(/fUSD arrived$/)
  await expect(modal.getByTestId('foyer-buy-balance')).toContainText('fUSD')
})
