import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { NotConnectedError } from '../errors/connection.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { signMessage } from './signMessage.js'

inABrowserLikePage()

test('nothing connected on the namespace: NotConnectedError, and the wallet is not asked', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  await expect(signMessage(foyer, { message: 'hello' })).rejects.toBeInstanceOf(NotConnectedError)
  await foyer.connect({ connectorUid: evm.connector.uid })
  await expect(
    signMessage(foyer, { message: 'hello', namespace: 'solana' }),
  ).rejects.toBeInstanceOf(NotConnectedError)
})

test('the wallet’s signature, and SIGN_MESSAGE_SUCCESS', async () => {
  const { foyer, solana } = createTwoFamilyFoyer()
  await foyer.connect({ connectorUid: solana.connector.uid })
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  await expect(signMessage(foyer, { message: 'hello', namespace: 'solana' })).resolves.toBe(
    'signed:hello',
  )
  expect(events).toEqual(['SIGN_MESSAGE_SUCCESS'])
})

test('a declined signature: UserRejectedRequestError, and SIGN_MESSAGE_ERROR with its text', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  await foyer.connect({ connectorUid: evm.connector.uid })
  const events: { type: string; message?: string }[] = []
  foyer.events.subscribe((event) => events.push(event))
  evm.rejectNextSignature()
  const error = await signMessage(foyer, { message: 'hello' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect(events).toMatchObject([{ type: 'SIGN_MESSAGE_ERROR', message: error.shortMessage }])
})
