import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { PayError } from '../errors/pay.js'
import { type PayParameters, pay } from './pay.js'

// How a payment goes on once asked for (the Pay view, the wallet, the onramp): pay/pay.test.ts.

inABrowserLikePage()

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAYMENT: PayParameters = {
  recipient: RECIPIENT,
  amount: '1',
  asset: 'eip155:1/slip44:60',
  network: 'eip155:1',
}
const withPay = (on = true) => createTwoFamilyFoyer({ features: { pay: on } }).foyer

test('features.pay off: PayError PAY_OFF, nothing shown', async () => {
  const foyer = withPay(false)
  const error = await pay(foyer, PAYMENT).catch((caught) => caught)
  expect(error).toBeInstanceOf(PayError)
  expect(error).toMatchObject({ code: 'PAY_OFF' })
  expect(foyer.getState().open).toBe(false)
})

test('a recipient not of the network’s family is refused before anything is shown', async () => {
  const foyer = withPay()
  await expect(pay(foyer, { ...PAYMENT, recipient: '0x123' })).rejects.toMatchObject({
    code: 'INVALID_RECIPIENT',
  })
  expect(foyer.getState()).toMatchObject({ open: false, pay: undefined })
})

test('one payment at a time: a second while one is under way is PAY_BUSY', async () => {
  const foyer = withPay()
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  const first = pay(foyer, PAYMENT)
  expect(events[0]).toBe('PAY_STARTED')
  await expect(pay(foyer, PAYMENT)).rejects.toMatchObject({ code: 'PAY_BUSY' })
  foyer.close()
  await expect(first).rejects.toMatchObject({ code: 'PAY_CANCELLED' })
})
