import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { trackTransaction } from './trackTransaction.js'

inABrowserLikePage()

/** An instance on the memory wallets, with the EVM wallet's first network. */
function onFirstNetwork() {
  const { foyer, evm } = createTwoFamilyFoyer()
  const network = evm.networks[0]
  if (!network) throw new Error('the memory adapter has networks')
  return { foyer, evm, network }
}

/** A receipt that waits until the test says how it ended (`undefined`: it could not be read). */
function heldReceipt() {
  let end: (status: 'success' | 'reverted' | undefined) => void = () => {}
  const wallet = {
    waitForTransaction: () =>
      new Promise<'success' | 'reverted'>((resolve, reject) => {
        end = (status) => (status ? resolve(status) : reject(new Error('no receipt')))
      }),
  }
  return { wallet, end: (status: 'success' | 'reverted' | undefined) => end(status) }
}

test('pending until mined, then what became of it', async () => {
  const { foyer, network } = onFirstNetwork()
  const receipt = heldReceipt()
  const tracked = trackTransaction(foyer, receipt.wallet, '0xaa', network)
  expect(foyer.getState().pendingTransactions).toEqual([
    { hash: '0xaa', caipNetworkId: 'eip155:1', status: 'pending' },
  ])
  receipt.end('success')
  await expect(tracked).resolves.toBe('success')
  expect(foyer.getState().pendingTransactions[0]?.status).toBe('success')
})

test('a receipt that cannot be read counts as reverted; it never rejects', async () => {
  const { foyer, network } = onFirstNetwork()
  const receipt = heldReceipt()
  const tracked = trackTransaction(foyer, receipt.wallet, '0xbb', network)
  receipt.end(undefined)
  await expect(tracked).resolves.toBe('reverted')
  expect(foyer.getState().pendingTransactions).toEqual([
    { hash: '0xbb', caipNetworkId: 'eip155:1', status: 'reverted' },
  ])
})

test(`SPEC §9: at most ${PENDING_TRANSACTIONS_LIMIT} are listed, the oldest leaving first`, async () => {
  const { foyer, evm, network } = onFirstNetwork()
  const hashes = Array.from({ length: PENDING_TRANSACTIONS_LIMIT + 1 }, (_, index) => `0x${index}`)
  await Promise.all(hashes.map((hash) => trackTransaction(foyer, evm, hash, network)))
  const listed = foyer.getState().pendingTransactions.map((transaction) => transaction.hash)
  expect(listed).toEqual(hashes.slice(1))
})
