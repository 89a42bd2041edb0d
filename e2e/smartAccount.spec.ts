import { DEVNET_ACCOUNTS, DEVNET_TOKENS } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { approveInWallet, freshEmail, login, mintFusd, walletFrame } from './emailLogin.js'
import { connectWith, demoUrl, expect, test } from './fixtures.js'

// Smart accounts end to end (issue 20): e-mail login gives a smart account on the devnet (EntryPoint v0.7, the
// devnet's bundler and paymaster), switching to the EOA and back, a batch approved in one step, and smart
// sessions — a permission for the demo's session key, spent without a prompt, refused beyond it, revoked.

const FUSD = DEVNET_TOKENS[1]
const RECIPIENT = DEVNET_ACCOUNTS[1].address
const rpcUrl = () => process.env.FOYER_E2E_L1_RPC as string
const chain = () => createPublicClient({ transport: http(rpcUrl()) })
const fusdOf = (owner: string) =>
  chain().readContract({
    address: FUSD.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as `0x${string}`],
  })

test('e-mail login gives a smart account; the Account view switches to the EOA and back', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const smart = await login(demo, modal, freshEmail())
  await expect(demo.getByTestId('demo-account-type')).toHaveText('smartAccount')
  // Not deployed yet: it deploys with its first operation.
  expect(await chain().getCode({ address: smart as `0x${string}` })).toBeUndefined()

  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-type')).toHaveText('Smart account')
  await modal.getByTestId('foyer-switch-account-type').click()
  await expect(modal.getByTestId('foyer-account-type')).toHaveText('EOA')
  await expect(demo.getByTestId('demo-account-type')).toHaveText('eoa')
  const eoa = await demo.getByTestId('demo-address').textContent()
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(eoa).not.toBe(smart)

  // The choice is remembered: a reload keeps the EOA.
  await demo.reload()
  await expect(demo.getByTestId('demo-address')).toHaveText(eoa as string)
  await expect(demo.getByTestId('demo-account-type')).toHaveText('eoa')

  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-type')).toHaveText('EOA')
  await modal.getByTestId('foyer-switch-account-type').click()
  await expect(modal.getByTestId('foyer-account-type')).toHaveText('Smart account')
  await expect(demo.getByTestId('demo-address')).toHaveText(smart)
})

test('the smart account signs a message for itself alone (ERC-7739): verified on chain for the account, not its owner key', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const smart = (await login(demo, modal, freshEmail())) as `0x${string}`
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(modal)
  // The demo checks it with Foyer's verifyMessage (ERC-6492: the account is not deployed yet).
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')
  const signature = (await demo.getByTestId('demo-signature').textContent()) as `0x${string}`
  const message = 'Hello from the Foyer demo'
  expect(await chain().verifyMessage({ address: smart, message, signature })).toBe(true)
  expect(await chain().verifyMessage({ address: smart, message: `${message}!`, signature })).toBe(
    false,
  )
  // Nested for the account: the signature is not the owner key's signature of the message.
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-switch-account-type').click()
  await expect(demo.getByTestId('demo-account-type')).toHaveText('eoa')
  const eoa = (await demo.getByTestId('demo-address').textContent()) as `0x${string}`
  expect(await chain().verifyMessage({ address: eoa, message, signature })).toBe(false)
})

test('a batch of an approval and a transfer is approved in one step and runs as one operation', async ({
  demo,
  modal,
}) => {
  // Issue 37: the frame's paymaster is the data service's endpoint, called with the session's sponsorship
  // token; the devnet bundler's own URL (which sponsors whatever it is asked) is never called from the browser.
  const upstream: { url: string; method?: string; authorization?: string }[] = []
  demo.context().on('request', (request) => {
    const body = request.postDataJSON() as { method?: string } | null
    upstream.push({
      url: request.url(),
      ...(body?.method && { method: body.method }),
      ...(request.headers().authorization && { authorization: request.headers().authorization }),
    })
  })
  await demo.goto(demoUrl(''))
  const smart = await login(demo, modal, freshEmail())
  await mintFusd(smart, '5')
  const before = await fusdOf(RECIPIENT)
  await expect(demo.getByTestId('demo-smart-deployed')).toHaveText('no')

  await demo.getByTestId('demo-batch').click()
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await expect(walletFrame(modal).getByRole('heading', { name: 'Send these calls' })).toBeVisible()
  await expect(walletFrame(modal).getByTestId('foyer-approval-call')).toHaveCount(2)
  await expect(walletFrame(modal).getByTestId('foyer-approval-call').nth(0)).toContainText(
    'approve',
  )
  await expect(walletFrame(modal).getByTestId('foyer-approval-call').nth(1)).toContainText(
    'transfer',
  )
  // The user operation as it will be signed (issue 36): built when the request was prepared, its gas shown.
  const details = walletFrame(modal).getByTestId('foyer-approval-details')
  for (const field of [
    'Nonce',
    'Call gas limit',
    'Verification gas limit',
    'Pre-verification gas',
    'Paymaster gas limit',
    'Max fee per gas',
    'Max priority fee per gas',
    'Max network fee',
  ])
    await expect(details.locator(`dt:text-is("${field}")`)).toHaveCount(1)
  await expect(details).toContainText('Paid by the app (its paymaster): you pay no gas')
  await expect(details.locator('dt:text-is("Call gas limit") + dd')).toHaveText(/^[\d,]+$/)
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-batch-status')).toHaveText('success')
  // The state's flag follows the deployment (SPEC §3 smartAccountDeployed).
  await expect(demo.getByTestId('demo-smart-deployed')).toHaveText('yes')

  expect(await fusdOf(RECIPIENT)).toBe(before + parseUnits('1', FUSD.decimals))
  const allowance = await chain().readContract({
    address: FUSD.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [smart as `0x${string}`, RECIPIENT],
  })
  expect(allowance).toBe(parseUnits('1', FUSD.decimals))
  // Deployed by its first operation, with no ETH of its own (the devnet's paymaster paid).
  expect(await chain().getCode({ address: smart as `0x${string}` })).toMatch(/^0x.+/)
  expect(await chain().getBalance({ address: smart as `0x${string}` })).toBe(0n)
  const endpoint = `${process.env.FOYER_E2E_API_URL}/v1/bundler?`
  expect(
    upstream.filter((call) => call.url.startsWith(endpoint) && call.method?.startsWith('pm_')),
  ).toContainEqual(
    expect.objectContaining({
      method: 'pm_getPaymasterData',
      authorization: expect.stringMatching(/^Bearer fst1\./),
    }),
  )
  const devnetBundlers = [process.env.FOYER_E2E_L1_BUNDLER, process.env.FOYER_E2E_L2_BUNDLER]
  expect(
    upstream.filter((call) => devnetBundlers.some((url) => url && call.url.startsWith(url))),
  ).toEqual([])
})

test('smart sessions: a permission granted once, spent without a prompt, refused beyond it, revoked', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?sessions'))
  const smart = await login(demo, modal, freshEmail())
  await mintFusd(smart, '20')
  // The host's session key pays gas from the account: the paymaster sponsors only the wallet itself (issue 37).
  await chain().request({
    method: 'anvil_setBalance' as never,
    params: [smart, '0x16345785d8a0000'] as never,
  })
  const before = await fusdOf(RECIPIENT)

  // The permission: what the key may do, approved once.
  await demo.getByTestId('demo-grant').click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-permission')).toContainText(
    (await demo.getByTestId('demo-session-key').textContent()) as string,
  )
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-session-result')).toHaveText('granted')

  // Within it: no prompt, the tokens move.
  await demo.getByTestId('demo-session-amount').fill('4')
  await demo.getByTestId('demo-session-spend').click()
  await expect(demo.getByTestId('demo-session-result')).toHaveText(/^spent: 0x/)
  await expect(modal).toBeHidden()
  expect(await fusdOf(RECIPIENT)).toBe(before + parseUnits('4', FUSD.decimals))

  // Beyond it (4 + 7 > 10): refused, nothing moves.
  await demo.getByTestId('demo-session-amount').fill('7')
  await demo.getByTestId('demo-session-spend').click()
  await expect(demo.getByTestId('demo-session-result')).toHaveText(/^refused: /)
  expect(await fusdOf(RECIPIENT)).toBe(before + parseUnits('4', FUSD.decimals))

  // The visitor sees it and takes it back.
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-permissions-row').click()
  await expect(modal.getByTestId('foyer-permission')).toHaveCount(1)
  await modal.getByTestId('foyer-permission-revoke').click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-permission')).toBeVisible()
  await approveInWallet(modal)
  await expect(modal.getByTestId('foyer-permissions-empty')).toBeVisible()

  // Revoked: even a small amount is refused.
  await modal.getByTestId('foyer-close').click()
  await demo.getByTestId('demo-session-amount').fill('1')
  await demo.getByTestId('demo-session-spend').click()
  await expect(demo.getByTestId('demo-session-result')).toHaveText(/^refused: /)
  expect(await fusdOf(RECIPIENT)).toBe(before + parseUnits('4', FUSD.decimals))
})

test('a browser wallet without EIP-5792 is not sent the calls one by one: the host is told', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(modal).toBeHidden()
  await expect(demo.getByTestId('demo-account-type')).toHaveText('—')
  await demo.getByTestId('demo-batch').click()
  await expect(demo.getByTestId('demo-batch-status')).toHaveText(
    'rejected: The connected wallet cannot send several calls as one (EIP-5792): send them as separate transactions',
  )
  // Nothing was sent and nothing is waiting for the visitor.
  await expect(modal).toBeHidden()
})

test('a browser wallet with EIP-5792 gets the batch as it is, and runs it its own way', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Test Wallet')
  await expect(modal).toBeHidden()
  const wallet = (await demo.getByTestId('demo-address').textContent()) as `0x${string}`
  const nonceBefore = await chain().getTransactionCount({ address: wallet })
  await demo.getByTestId('demo-batch').click()
  await expect(demo.getByTestId('demo-batch-status')).toHaveText('success')
  // The wallet ran the two calls as two transactions of its own (it reports the batch as not atomic).
  expect(await chain().getTransactionCount({ address: wallet })).toBe(nonceBefore + 2)
  const allowance = await chain().readContract({
    address: FUSD.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet, RECIPIENT],
  })
  expect(allowance).toBe(parseUnits('1', FUSD.decimals))
})
