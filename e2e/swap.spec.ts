import { DEVNET_ACCOUNTS, DEVNET_AMM, DEVNET_TOKENS, waitForDevnetReceipt } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
  parseGwei,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

/**
 * Another trader's large ETH → fUSD swap, straight to the router: it moves the pool's price against the
 * visitor. With a high priority fee it is mined before a swap waiting in the same block.
 */
async function whaleSwap(eth: string) {
  const whale = privateKeyToAccount(
    (DEVNET_ACCOUNTS[9] as { privateKey: `0x${string}` }).privateKey,
  )
  const wallet = createWalletClient({
    account: whale,
    transport: http(process.env.FOYER_E2E_L1_RPC),
  })
  return wallet.writeContract({
    chain: null,
    address: DEVNET_AMM.router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [DEVNET_AMM.weth, token('fUSD').address as Address],
      whale.address,
      BigInt(Math.floor(Date.now() / 1000) + 600),
    ],
    value: parseEther(eth),
    // Not estimated: with mining paused the estimate runs after the visitor's pending swap.
    gas: 300_000n,
    maxPriorityFeePerGas: parseGwei('50'),
    maxFeePerGas: parseGwei('500'),
  })
}

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
  await expect(modal).toHaveAccessibleName(side === 'from' ? 'Pay with' : 'Token to receive')
  await modal.getByTestId(`foyer-swap-choose-${symbol}`).click()
  await expect(modal).toHaveAccessibleName('Swap')
}

test('swap the coin for the stable, then the stable for FOY after an exact approval', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  // Wallet feature order (SPEC §2): onramp, swaps, receive, send.
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-swaps')).toBeVisible()
  const order = await modal
    .getByTestId('foyer-wallet-features')
    .getByRole('button')
    .allTextContents()
  expect(order).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  await modal.getByTestId('foyer-swaps').click()
  await expect(modal).toHaveAccessibleName('Swap')

  // The coin is preselected; the list offers the pooled tokens with icons and balances.
  await expect(modal.getByTestId('foyer-swap-from-token')).toHaveAccessibleName(/ETH/)
  await modal.getByTestId('foyer-swap-to-token').click()
  // One token row everywhere (issue 40, design 7): the name, then the balance in the token's symbol.
  await expect(modal.getByTestId('foyer-swap-token-choices').getByRole('button')).toHaveText([
    /^Ether[\d,.]+ ETH$/,
    /^Foyer Token[\d,.]+ FOY$/,
    /^Tether USD[\d,.]+ USDT$/,
    /^Foyer USD[\d,.]+ fUSD$/,
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
  // Shown truncated to 4 decimals, trailing zeros dropped, thousands grouped (the page is en-US).
  await expect(modal.getByLabel('You receive')).toHaveValue(
    formatUnits(expected as bigint, 6)
      .replace(/(\.\d{4})\d+$/, '$1')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '')
      .replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ',')),
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
    /You swapped 0.5 ETH for about [\d,.]+ fUSD/,
  )
  expect((await balanceOf('fUSD')) - fusdBefore).toBeGreaterThanOrEqual(minimum)

  // Stable for FOY: the router may not take fUSD yet, so Approve comes first, for exactly the amount.
  await modal.getByTestId('foyer-swap-again').click()
  await choose(modal, 'from', 'fUSD')
  await choose(modal, 'to', 'FOY')
  await modal.getByLabel('You pay').fill('100')
  await expect(modal.getByTestId('foyer-swap-approve-note')).toContainText('Step 1 of 2')
  await expect(modal.getByTestId('foyer-swap-approve')).toHaveText('Approve fUSD')
  // A rejected approval says so and keeps everything; approving again works.
  await rejectNextRequest(demo)
  await modal.getByTestId('foyer-swap-approve').click()
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText('Request rejected in the wallet')
  await expect(modal.getByLabel('You pay')).toHaveValue('100')
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

test('a price that moves: before sending it is caught; while mining, the revert is explained', async ({
  demo,
  modal,
}) => {
  // Two swaps followed to their receipts, read by polling every 4 s (SPEC §9): inside the default limit.
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await openSwap(demo, modal)
  await choose(modal, 'to', 'fUSD')
  // A fresh quote is on screen (the next refresh is 10 s away) when another trader moves the price.
  const quoted = demo.waitForResponse((response) => response.url().includes('/v1/convert/quotes'))
  await modal.getByLabel('You pay').fill('0.3')
  await quoted
  await expect(modal.getByTestId('foyer-swap-submit')).toHaveText('Swap')
  const fusdBefore = await balanceOf('fUSD')
  await waitForDevnetReceipt(chain(), await whaleSwap('5'))
  // The refused swap brings the new quote at once.
  const requoted = demo.waitForResponse((response) => response.url().includes('/v1/convert/quotes'))
  await modal.getByTestId('foyer-swap-submit').click()
  await requoted
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText(
    'The price moved since the quote you saw: check the new quote and swap again.',
  )
  expect(await balanceOf('fUSD')).toBe(fusdBefore)

  // Now the price moves after the swap is sent and before it is mined: the chain refuses it.
  const node = createTestClient({ mode: 'anvil', transport: http(process.env.FOYER_E2E_L1_RPC) })
  const sent = await chain().getTransactionCount({ address: DEV_ADDRESS })
  await node.setAutomine(false)
  try {
    await modal.getByTestId('foyer-swap-submit').click()
    await expect
      .poll(() => chain().getTransactionCount({ address: DEV_ADDRESS, blockTag: 'pending' }))
      .toBe(sent + 1)
    expect(await chain().getTransactionCount({ address: DEV_ADDRESS })).toBe(sent)
    const whaleHash = await whaleSwap('5')
    await node.mine({ blocks: 1 })
    expect((await chain().getTransactionReceipt({ hash: whaleHash })).status).toBe('success')
  } finally {
    await node.setAutomine(true)
  }
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText(
    /^The swap failed on chain: the price moved past the 1% slippage tolerance before it was mined\./,
  )
  expect(await balanceOf('fUSD')).toBe(fusdBefore)
  await expect(modal.getByLabel('You pay')).toHaveValue('0.3')
})

test('the quote refreshes every 10 s while the view shows it, and not once it is closed', async ({
  demo,
  modal,
}) => {
  const quotes: number[] = []
  demo.on('request', (request) => {
    if (request.url().includes('/v1/convert/quotes')) quotes.push(Date.now())
  })
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await openSwap(demo, modal)
  await choose(modal, 'to', 'USDT')
  await modal.getByLabel('You pay').fill('0.1')
  await expect.poll(() => quotes.length).toBe(1)
  await expect.poll(() => quotes.length).toBe(2)
  expect((quotes[1] as number) - (quotes[0] as number)).toBeGreaterThanOrEqual(9_500)
  // A closed modal keeps its view mounted, so this fails if the quote does not stop with the modal.
  await demo.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  const closedWith = quotes.length
  await demo.waitForTimeout(11_000)
  expect(quotes.length).toBe(closedWith)
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
  // About 25: the stables trade near par (directly, or through the coin after the trades above).
  await expect(modal.getByLabel('You receive')).toHaveValue(/^(2[0-9]|3[0-5])\.\d+$/)
  await demo.keyboard.press('Escape')

  await demo.getByLabel('of').fill('DOGE')
  await demo.getByTestId('demo-open-swap').click()
  await expect(modal.getByTestId('foyer-swap-error')).toHaveText(
    'DOGE cannot be swapped on this network',
  )
  // The visitor's next change answers it.
  await modal.getByLabel('You pay').fill('2')
  await expect(modal.getByText('DOGE cannot be swapped on this network')).toHaveCount(0)
})
