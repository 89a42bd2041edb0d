import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { untilState } from '../_test/untilState.js'
import { createFoyer } from '../createFoyer.js'
import { parsePayment } from './parsePayment.js'
import { beginPay } from './paySlice.js'
import { payFromWallet } from './paySteps.js'

// createFoyer mounts its adapters in a browser only.
inABrowserLikePage()

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function setup(pay = true) {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    storage: null,
    features: { pay, email: false, socials: false, swaps: false, onramp: false },
  })
  return { foyer, adapter }
}

// First in this file: the deferred parts' chunk, once loaded, stays loaded for the module's later tests.
test('a pay() called before the deferred parts have loaded opens the Pay view when they arrive', async () => {
  const { foyer } = setup()
  const result = foyer.pay({
    recipient: RECIPIENT,
    amount: '1',
    asset: 'eip155:1/slip44:60',
    network: 'eip155:1',
  })
  await foyer.internal.deferredParts
  await untilState(foyer, (state) => state.router.view === 'Pay')
  expect(foyer.getState()).toMatchObject({ open: true, pay: { status: 'choosing' } })
  foyer.close()
  await expect(result).rejects.toMatchObject({ code: 'PAY_CANCELLED' })
})

test('a payment request is checked before anything is shown: network, asset, amount, recipient', () => {
  const { foyer } = setup()
  const networks = foyer.adapters.flatMap((adapter) => adapter.networks)
  const good = {
    recipient: RECIPIENT,
    amount: '1.5',
    asset: 'eip155:1/slip44:60',
    network: 'eip155:1',
  } as const
  expect(parsePayment(good, networks)).toMatchObject({ amount: '1.5', token: undefined })
  expect(
    parsePayment({ ...good, asset: `eip155:1/erc20:${TOKEN}`, amount: 2 }, networks),
  ).toMatchObject({
    amount: '2',
    token: TOKEN,
  })
  const refused = (changes: Record<string, unknown>) => {
    try {
      parsePayment({ ...good, ...changes } as never, networks)
      return undefined
    } catch (error) {
      return (error as { code?: string }).code
    }
  }
  expect(refused({ recipient: 'not an address' })).toBe('INVALID_RECIPIENT')
  expect(refused({ recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })).toBe(
    'INVALID_RECIPIENT',
  )
  expect(refused({ network: 'eip155:999' })).toBe('UNSUPPORTED_NETWORK')
  expect(refused({ asset: 'eip155:10/slip44:60' })).toBe('INVALID_PAYMENT')
  expect(refused({ asset: 'eip155:1/erc20:nope' })).toBe('INVALID_PAYMENT')
  expect(refused({ amount: '0' })).toBe('INVALID_PAYMENT')
  expect(refused({ amount: '-1' })).toBe('INVALID_PAYMENT')
  expect(refused({ amount: '1e3' })).toBe('INVALID_PAYMENT')
})

test('the modal opens the Pay view on a recorded payment; one it cannot show ends as failed', async () => {
  // pay() only records the request (actions do not drive the modal): the modal's reactions open the view.
  const { foyer } = setup()
  await foyer.internal.deferredParts
  const networks = foyer.adapters.flatMap((adapter) => adapter.networks)
  const payment = parsePayment(
    { recipient: RECIPIENT, amount: '1', asset: 'eip155:1/slip44:60', network: 'eip155:1' },
    networks,
  )
  beginPay(foyer, payment)
  expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Pay' } })

  // The Pay view refused (features.pay off here): the payment is forgotten and reported failed.
  const off = setup(false).foyer
  await off.internal.deferredParts
  const events: string[] = []
  off.events.subscribe((event) => events.push(event.type))
  beginPay(off, payment)
  expect(off.getState()).toMatchObject({ open: false, pay: undefined })
  expect(events).toEqual(['PAY_ERROR'])
})

test('paid from the wallet: the token goes to the recipient and pay() resolves with the transaction', async () => {
  const { foyer, adapter } = setup()
  await foyer.connect({ connectorUid: 'memory-1' })
  // pay() loads with the instance's deferred parts; once they are there it opens the view at once.
  await foyer.internal.deferredParts
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  const result = foyer.pay({
    recipient: RECIPIENT,
    amount: '2.5',
    asset: `eip155:1/erc20:${TOKEN}`,
    network: 'eip155:1',
  })
  expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Pay' } })
  await payFromWallet(foyer, { decimals: 6 })
  await expect(result).resolves.toMatchObject({ status: 'success', via: 'wallet' })
  expect(adapter.sent).toEqual([{ to: RECIPIENT, amount: 2_500_000n, token: TOKEN }])
  expect(foyer.getState().pay?.status).toBe('success')
  expect(events).toEqual(expect.arrayContaining(['PAY_STARTED', 'PAY_SUCCESS']))
  foyer.close()
  expect(foyer.getState().pay).toBeUndefined()
})

test('a declined transfer can be tried again; closing the view unpaid rejects with the reason', async () => {
  const { foyer, adapter } = setup()
  await foyer.connect({ connectorUid: 'memory-1' })
  await foyer.internal.deferredParts
  const result = foyer.pay({
    recipient: RECIPIENT,
    amount: '1',
    asset: 'eip155:1/slip44:60',
    network: 'eip155:1',
  })
  adapter.rejectNextTransfer()
  await expect(payFromWallet(foyer, { decimals: 18 })).rejects.toBeTruthy()
  expect(foyer.getState().pay).toMatchObject({ status: 'failed' })
  foyer.close()
  await expect(result).rejects.toMatchObject({ code: 'PAY_FAILED' })

  const cancelled = foyer.pay({
    recipient: RECIPIENT,
    amount: '1',
    asset: 'eip155:1/slip44:60',
    network: 'eip155:1',
  })
  foyer.close()
  await expect(cancelled).rejects.toMatchObject({
    code: 'PAY_CANCELLED',
    shortMessage: 'Payment cancelled',
  })
})
