import { DEVNET_AMM, DEVNET_TOKENS } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { connectWith, DEV_ADDRESS, expect, rejectNextRequest, test } from './fixtures.js'

/** The e2e devnet's first chain, read directly to check what the swaps did on chain. */
const chain = () => createPublicClient({ transport: http(process.env.FOYER_E2E_L1_RPC) })
const token = (symbol: string) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}
const balanceOf = (symbol: string) =>
  chain().readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [DEV_ADDRESS],
  })
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])

/** The least the view says the swap delivers, in the token's smallest unit. */
async function minimumShown(modal: Locator, decimals: number): Promise<bigint> {
  const text = (await modal.getByTestId('foyer-swap-minimum').textContent()) ?? ''
  const amount = /([\d.]+)/.exec(text.replace(/,/g, ''))?.[1]
  if (!amount) throw new Error(`no minimum in "${text}"`)
  return parseUnits(amount, decimals)
}

/** Opens Swap from the Account view. */
async function openSwap(demo: Page, modal: Locator) {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-swaps').click()
  await expect(modal).toHaveAccessibleName('Swap')
}

async function choose(modal: Locator, side: 'from' | 'to', symbol: string) {
  await modal.getByTestId(`foyer-swap-${side}-token`).click()
  await expect(modal).toHaveAccessibleName(side === 'from' ? 'Pay with' : 'Receive')
  await modal.getByTestId(`foyer-swap-choose-${symbol}`).click()
  await expect(modal).toHaveAccessibleName('Swap')
}

test('swap the coin for the stable, then the stable for FOY after an exact approval', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  // Wallet feature order (SPEC §2): swaps before receive and send.
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-swaps')).toBeVisible()
  const order = await modal
    .getByTestId('foyer-wallet-features')
    .getByRole('button')
    .allTextContents()
  expect(order).toEqual(['Swap', 'Receive', 'Send'])
  await modal.getByTestId('foyer-swaps').click()
  await expect(modal).toHaveAccessibleName('Swap')

  // The coin is preselected; the list offers the pooled tokens with icons and balances.
  await expect(modal.getByTestId('foyer-swap-from-token')).toHaveAccessibleName(/ETH/)
  await modal.getByTestId('foyer-swap-to-token').click()
  await expect(modal.getByTestId('foyer-swap-token-choices').getByRole('button')).toHaveText([
    /^ETHEther/,
    /^FOYFoyer Token/,
    /^USDTTether USD/,
    /^fUSDFoyer USD/,
  ])
  await modal.getByLabel('Search tokens').fill('usd')
  await expect(modal.getByTestId('foyer-swap-token-choices').getByRole('button')).toHaveCount(2)
  await modal.getByTestId('foyer-swap-choose-fUSD').click()

  await modal.getByLabel('You pay').fill('0.5')
  const wei = parseUnits('0.5', 18)
  // The quote is the router's own: read from the chain for the same path.
  const [, expected] = await chain().readContract({
    address: DEVNET_AMM.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [wei, [DEVNET_AMM.weth, token('fUSD').address as Address]],
  })
  await expect(modal.getByLabel('You receive')).toHaveValue(
    String(Number(expected) / 1e6).replace(/(\.\d{4})\d+$/, '$1'),
  )
  await expect(modal.getByTestId('foyer-swap-rate')).toHaveText(/^1 ETH = [\d,.]+ fUSD$/)
  await expect(modal.getByTestId('foyer-swap-impact')).toHaveText(/%$/)
  await expect(modal.getByTestId('foyer-swap-fee')).toHaveText(/\d ETH$/)
  const minimum = await minimumShown(modal, 6)
  // 1% below the quote, shown truncated to 4 decimals.
  const exactMinimum = (expected as bigint) - ((expected as bigint) * 100n) / 10_000n
  expect(minimum).toBe(exactMinimum - (exactMinimum % 100n))

  const fusdBefore = await balanceOf('fUSD')
  await modal.getByTestId('foyer-swap-submit').click()
  await expect(modal.getByTestId('foyer-swap-result')).toBeVisible()
  await expect(modal.getByTestId('foyer-swap-result-text')).toHaveText(
    /You swapped 0.5 ETH for about [\d.]+ fUSD/,
  )
  expect((await balanceOf('fUSD')) - fusdBefore).toBeGreaterThanOrEqual(minimum)

  // Stable for FOY: the router may not take fUSD yet, so Approve comes first, for exactly the amount.
  await modal.getByTestId('foyer-swap-again').click()
  await choose(modal, 'from', 'fUSD')
  await choose(modal, 'to', 'FOY')
  await modal.getByLabel('You pay').fill('100')
  await expect(modal.getByTestId('foyer-swap-approve-note')).toContainText('Step 1 of 2')
  await expect(modal.getByTestId('foyer-swap-approve')).toHaveText('Approve fUSD')
  await modal.getByTestId('foyer-swap-approve').click()
  await expect(modal.getByTestId('foyer-swap-submit')).toHaveText('Swap')
  const allowance = () =>
    chain().readContract({
      address: token('fUSD').address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [DEV_ADDRESS, DEVNET_AMM.router],
    })
  expect(await allowance()).toBe(parseUnits('100', 6))
  const foyMinimum = await minimumShown(modal, 18)
  const foyBefore = await balanceOf('FOY')
  await modal.getByTestId('foyer-swap-submit').click()
  await expect(modal.getByTestId('foyer-swap-result')).toBeVisible()
  expect((await balanceOf('FOY')) - foyBefore).toBeGreaterThanOrEqual(foyMinimum)
  // The approval was for this swap only: nothing is left for the router to take.
  expect(await allowance()).toBe(0n)

  // Done returns to the account, whose balances have been refetched.
  await modal.getByTestId('foyer-swap-done').click()
  await expect(modal).toHaveAccessibleName('Account')
})

test('a rejected swap keeps what was typed; an amount above the balance is refused before the wallet', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await openSwap(demo, modal)
  await choose(modal, 'to', 'USDT')
  await modal.getByLabel('You pay').fill('0.2')
  await expect(modal.getByTestId('foyer-swap-submit')).toHaveText('Swap')
  const usdtBefore = await balanceOf('USDT')
  await rejectNextRequest(demo)
  await modal.getByTestId('foyer-swap-submit').click()
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText('Request rejected in the wallet')
  await expect(modal.getByLabel('You pay')).toHaveValue('0.2')
  await expect(modal.getByTestId('foyer-swap-to-token')).toHaveAccessibleName(/USDT/)
  expect(await balanceOf('USDT')).toBe(usdtBefore)

  await modal.getByLabel('You pay').fill('1000000')
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText('Not enough ETH for this amount')
  await expect(modal.getByTestId('foyer-swap-submit')).toBeDisabled()
  await modal.getByLabel('You pay').fill('abc')
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText('Not a number')
  await modal.getByLabel('You pay').fill('0.0000000000000000001')
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText('ETH has at most 18 decimals')
})

test('a host opens Swap filled in; a token the network cannot swap is named', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('demo-open-swap').click()
  await expect(modal).toHaveAccessibleName('Swap')
  await expect(modal.getByTestId('foyer-swap-from-token')).toHaveAccessibleName(/fUSD/)
  await expect(modal.getByTestId('foyer-swap-to-token')).toHaveAccessibleName(/USDT/)
  await expect(modal.getByLabel('You pay')).toHaveValue('25')
  await expect(modal.getByLabel('You receive')).toHaveValue(/^2[45]\.\d+$/)
  await demo.keyboard.press('Escape')

  await demo.getByLabel('of').fill('DOGE')
  await demo.getByTestId('demo-open-swap').click()
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText(
    'DOGE cannot be swapped on this network',
  )
})
