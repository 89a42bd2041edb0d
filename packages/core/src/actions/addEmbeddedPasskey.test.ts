import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, PASSKEY_PAGE, passkey } from '../_test/embeddedWallet.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import type { WalletPage } from '../connectors/flow.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { getEmbeddedPasskeysQueryOptions } from '../query/embeddedPasskeys.js'
import { addEmbeddedPasskey } from './addEmbeddedPasskey.js'
import { getEmbeddedPasskeys } from './getEmbeddedPasskeys.js'

inABrowserLikePage()

test('adding one shows the wallet’s page, passes the signal on, and reads the list again', async () => {
  const { foyer, passkeySignals } = await connectedEmbedded()
  const address = foyer.getState().accounts.eip155?.address
  const options = getEmbeddedPasskeysQueryOptions(foyer, address)
  expect(await foyer.queryClient.fetchQuery(options)).toEqual([passkey('first')])

  const pages: WalletPage[] = []
  const controller = new AbortController()
  await addEmbeddedPasskey(foyer, { onPage: (page) => pages.push(page), signal: controller.signal })
  expect(pages).toEqual([PASSKEY_PAGE])
  expect(passkeySignals).toEqual([controller.signal])
  // The cached list was invalidated: the next read has the new passkey.
  expect(foyer.queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true)
  expect(await getEmbeddedPasskeys(foyer)).toEqual([passkey('first'), passkey('second')])
})

test('the wallet’s failure becomes a wallet error; another wallet’s account: NotConnectedError', async () => {
  const { foyer, adapter } = await connectedEmbedded()
  Object.assign(adapter, {
    async addEmbeddedPasskey() {
      throw new Error('The passkey was not created')
    },
  })
  await expect(addEmbeddedPasskey(foyer, { onPage: () => {} })).rejects.toMatchObject({
    name: 'WalletRequestError',
  })
  const plain = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  await plain.connect({ connectorUid: 'memory-1' })
  await expect(addEmbeddedPasskey(plain, { onPage: () => {} })).rejects.toBeInstanceOf(
    NotConnectedError,
  )
})
