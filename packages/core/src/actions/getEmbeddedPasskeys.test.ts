import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, passkey } from '../_test/embeddedWallet.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { getEmbeddedPasskeys } from './getEmbeddedPasskeys.js'

inABrowserLikePage()

test('the wallet’s passkeys, as it answered', async () => {
  const { foyer } = await connectedEmbedded()
  await expect(getEmbeddedPasskeys(foyer)).resolves.toEqual([passkey('first')])
})

test('a wallet without passkeys, or another wallet’s account: NotConnectedError', async () => {
  const { foyer } = await connectedEmbedded({ passkeys: false })
  await expect(getEmbeddedPasskeys(foyer)).rejects.toBeInstanceOf(NotConnectedError)
  const plain = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  await plain.connect({ connectorUid: 'memory-1' })
  await expect(getEmbeddedPasskeys(plain)).rejects.toBeInstanceOf(NotConnectedError)
})
