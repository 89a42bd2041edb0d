import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import {
  connectWaitingOnOtp,
  createBareFoyer,
  createTwoFamilyFoyer,
  OTP,
} from '../_test/twoFamilies.js'
import { answerConnectStep } from './answerConnectStep.js'
import { getAccount } from './getAccount.js'

inABrowserLikePage()

test('disconnected by default: the active namespace, not connected, no accounts', () => {
  const { foyer } = createTwoFamilyFoyer()
  expect(getAccount(foyer)).toMatchObject({
    status: 'disconnected',
    allAccounts: [],
    namespace: 'eip155',
    isConnected: false,
  })
  expect(getAccount(foyer).address).toBeUndefined()
})

test('with no adapter there is no namespace, and the account is the disconnected default', () => {
  expect(getAccount(createBareFoyer())).toEqual({
    status: 'disconnected',
    allAccounts: [],
    namespace: undefined,
    isConnected: false,
  })
})

test('the account of the namespace asked for, else of the active one', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  await foyer.connect({ connectorUid: evm.connector.uid })
  expect(getAccount(foyer)).toMatchObject({
    status: 'connected',
    namespace: 'eip155',
    isConnected: true,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    connectorUid: evm.connector.uid,
  })
  expect(getAccount(foyer, 'solana')).toMatchObject({
    status: 'disconnected',
    namespace: 'solana',
    isConnected: false,
  })
  await foyer.switchNetwork({ caipNetworkId: 'solana:testnet' })
  expect(foyer.getState().activeNamespace).toBe('solana')
  expect(getAccount(foyer)).toEqual(getAccount(foyer, 'solana'))
  expect(getAccount(foyer).namespace).toBe('solana')
  expect(getAccount(foyer, 'eip155')).toMatchObject({ namespace: 'eip155', isConnected: true })
})

test('a connecting account is not connected', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  expect(getAccount(foyer)).toMatchObject({ status: 'connecting', isConnected: false })
  answerConnectStep(foyer, { value: OTP })
  await connecting
  expect(getAccount(foyer)).toMatchObject({ status: 'connected', isConnected: true })
})
