import { DEVNET_TOKENS } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  connectWith,
  expect,
  rejectNextRequest,
  reloadUntilInActivity,
  TEST_ADDRESS,
  test,
} from './fixtures.js'

/** The e2e devnet's first chain, read directly to check what the sends did on chain. */
const chain = () => createPublicClient({ transport: http(process.env.FOYER_E2E_L1_RPC) })
const token = (symbol: string) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Opens Send from the Account view and fills it in. */
async function fillSend(
  demo: Page,
  modal: Locator,
  { symbol, amount, to }: { symbol: string; amount: string; to: string },
) {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-send').click()
  await expect(modal).toHaveAccessibleName('Send')
  await modal.getByTestId('foyer-send-token').click()
  await modal.getByTestId(`foyer-select-token-${symbol}`).click()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To').fill(to)
}

async function send(
  demo: Page,
  modal: Locator,
  input: { symbol: string; amount: string; to: string },
) {
  await fillSend(demo, modal, input)
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal).toHaveAccessibleName('Preview Send')
  await expect(modal.getByTestId('foyer-preview-fee')).toHaveText(/\d.*ETH/)
  await modal.getByTestId('foyer-send-confirm').click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByRole('status')).toHaveText(/Sent/)
  await demo.keyboard.press('Escape')
  await expect(modal).toBeHidden()
}

test('send the native coin, the 6-decimals token and the token at the Tether address', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const receiver = freshAddress()

  const before = await demo.getByTestId('foyer-connect-button').textContent()
  await send(demo, modal, { symbol: 'ETH', amount: '0.5', to: receiver })
  await expect.poll(() => chain().getBalance({ address: receiver })).toBe(parseEther('0.5'))
  // The native balance refreshes after the send (the button shows it).
  await expect(demo.getByTestId('foyer-connect-button')).not.toHaveText(before ?? '')

  await send(demo, modal, { symbol: 'fUSD', amount: '12.5', to: receiver })
  const fusd = token('fUSD')
  await expect
    .poll(() =>
      chain().readContract({
        address: fusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    )
    .toBe(parseUnits('12.5', 6))

  // Its transfer returns nothing: only the Tether ABI gets it through the pre-flight simulation.
  await send(demo, modal, { symbol: 'USDT', amount: '3', to: receiver })
  const usdt = token('USDT')
  expect(usdt.address).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7')
  await expect
    .poll(() =>
      chain().readContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    )
    .toBe(parseUnits('3', 6))
})

test('a rejection in the wallet shows a clear error and keeps what was typed', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const receiver = freshAddress()
  await fillSend(demo, modal, { symbol: 'ETH', amount: '0.25', to: receiver })
  await modal.getByTestId('foyer-send-preview').click()
  await rejectNextRequest(demo)
  await modal.getByTestId('foyer-send-confirm').click()
  await expect(modal).toHaveAccessibleName('Send')
  await expect(modal.getByTestId('foyer-send-error')).toHaveText('Request rejected in the wallet')
  await expect(modal.getByLabel('Amount')).toHaveValue('0.25')
  await expect(modal.getByLabel('To')).toHaveValue(receiver)
  expect(await chain().getBalance({ address: receiver })).toBe(0n)
})

test('an invalid address and an amount above the balance are refused before the wallet', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await fillSend(demo, modal, { symbol: 'fUSD', amount: '1', to: '0x1234' })
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-send-error')).toHaveText(
    'Enter a valid address for this network',
  )

  // One letter's case changed: the EIP-55 checksum no longer matches (a typo the wallet would not catch).
  const good = freshAddress()
  const flipped = good.replace(/[a-f]/, (letter) => letter.toUpperCase())
  await modal
    .getByLabel('To')
    .fill(flipped === good ? good.replace(/[A-F]/, (l) => l.toLowerCase()) : flipped)
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-send-error')).toHaveText(
    'This address’s checksum does not match: check it for a typo.',
  )
  // The same address in lower case carries no checksum and is fine.
  await modal.getByLabel('To').fill(good.toLowerCase())
  await modal.getByLabel('Amount').fill('1000000')
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-send-error')).toHaveText('Not enough fUSD for this amount')

  await modal.getByLabel('Amount').fill('')
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-send-error')).toHaveText(
    'An amount and receiver address are required',
  )
})

test('Activity: sends without a sign, receives with +, grouped by month, spam left out', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await send(demo, modal, { symbol: 'ETH', amount: '0.125', to: TEST_ADDRESS })

  // The sender's view, once the indexer has the send.
  await reloadUntilInActivity(demo, modal, () =>
    modal.getByTestId('foyer-activity-item').filter({ hasText: '0.125 ETH' }).count(),
  )
  const sent = modal.getByTestId('foyer-activity-item').filter({ hasText: '0.125 ETH' }).first()
  await expect(sent).toHaveAttribute('data-operation', 'send')
  await expect(sent.getByTestId('foyer-activity-amount')).toHaveText('0.125 ETH')
  const month = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date())
  await expect(modal.getByTestId('foyer-activity').getByText(month)).toBeVisible()
  // The devnet airdropped a spam-flagged token to this account: the indexer recorded it (the service's
  // history has it), and Activity hides it.
  const history = await (
    await fetch(
      `${process.env.FOYER_E2E_API_URL}/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?projectId=foyer-demo&st=e2e&sv=0&clientId=e2e&limit=50`,
    )
  ).json()
  const spam = history.data.filter(
    (item: { transfers: { fungible_info?: { is_spam?: boolean; symbol: string } }[] }) =>
      item.transfers.some(
        (transfer) => transfer.fungible_info?.is_spam && transfer.fungible_info.symbol === 'SPAM',
      ),
  )
  expect(spam.length).toBeGreaterThan(0)
  await expect(modal.getByTestId('foyer-activity')).not.toContainText('SPAM')
  await expect(
    modal.getByTestId('foyer-activity-item').filter({ hasText: '0.125 ETH' }),
  ).not.toHaveCount(0)

  // The receiver's view: the same transfer with '+'.
  await modal.getByTestId('foyer-disconnect').click()
  await connectWith(demo, modal, 'Foyer Test Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-tab-activity').click()
  const received = modal.getByTestId('foyer-activity-item').filter({ hasText: '0.125 ETH' }).first()
  await expect(received).toHaveAttribute('data-operation', 'receive')
  await expect(received.getByTestId('foyer-activity-amount')).toHaveText('+0.125 ETH')
})

test('Receive: the address as a QR code and as text, copyable, with its networks', async ({
  demo,
  modal,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-receive').click()
  await expect(modal).toHaveAccessibleName('Receive')
  await expect(
    modal.getByRole('img', { name: /0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/ }),
  ).toBeVisible()
  await expect(modal.getByTestId('foyer-receive-address')).toHaveText(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  await expect(modal.getByTestId('foyer-receive-networks')).toContainText('Foyer Devnet')
  await expect(modal.getByTestId('foyer-receive-networks')).toContainText('Foyer Devnet L2')
  await modal.getByTestId('foyer-receive-copy').click()
  expect(await demo.evaluate(() => navigator.clipboard.readText())).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
})

test('Tokens tab: balances from the service, zero-decimals token left out', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-token-ETH')).toContainText('ETH')
  await expect(modal.getByTestId('foyer-token-FOY')).toContainText(/\d+(\.\d{1,3})? FOY/)
  await expect(modal.getByTestId('foyer-token-fUSD')).toContainText('$')
  await expect(modal.getByTestId('foyer-token-FPT')).toHaveCount(0)
  // Every icon the service hands out loads (issue 21: they were 400s, broken images).
  const icons = modal.locator('.token-list img')
  await expect(icons.first()).toBeVisible()
  await expect
    .poll(() =>
      icons.evaluateAll((images) =>
        (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
})

test('the page reads the chain through the data service’s RPC gateway (SPEC §7)', async ({
  demo,
  modal,
}) => {
  const gatewayCalls: string[] = []
  demo.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/v1/' && url.searchParams.has('chainId'))
      gatewayCalls.push(`${url.origin}${url.pathname}?${url.searchParams}`)
  })
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await fillSend(demo, modal, { symbol: 'ETH', amount: '0.01', to: freshAddress() })
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-preview-fee')).toHaveText(/\d.*ETH/)
  const api = new URL(process.env.FOYER_E2E_API_URL ?? '').origin
  expect(gatewayCalls).toContain(`${api}/v1/?chainId=eip155%3A31337&projectId=foyer-demo`)
})
