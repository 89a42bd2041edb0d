import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import type { EmbeddedPasskey, ManagesEmbeddedWallet } from '../adapter.js'
import type { WalletPage } from '../connectors/flow.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { getEmbeddedPasskeysQueryOptions } from '../query/embeddedPasskeys.js'
import { addEmbeddedPasskey } from './addEmbeddedPasskey.js'
import { canManageEmbeddedPasskeys } from './canManageEmbeddedPasskeys.js'
import { getEmbeddedPasskeys } from './getEmbeddedPasskeys.js'

// The embedded wallet's passkeys through core: listed and added by the wallet (its passkey page does the
// adding), only for an account the embedded wallet connected; an added passkey reads the list again; a
// passkey step of a login is cancelled when the modal closes.

inABrowserLikePage()

const PAGE: WalletPage = {
  src: 'https://auth.example/frame/passkey',
  origin: 'https://auth.example',
}
const passkey = (id: string): EmbeddedPasskey => ({
  id: id.padEnd(22, '0'),
  createdAt: '2026-11-27T12:00:00.000Z',
  lastUsedAt: null,
})

async function connectedEmbedded({ passkeys = true }: { passkeys?: boolean } = {}) {
  const session = createMemorySession({ email: 'visitor@example.com', namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  let list = [passkey('first')]
  const signals: (AbortSignal | undefined)[] = []
  const methods: Pick<ManagesEmbeddedWallet, 'listEmbeddedPasskeys' | 'addEmbeddedPasskey'> = {
    async listEmbeddedPasskeys() {
      return list
    },
    async addEmbeddedPasskey({ show, signal }) {
      signals.push(signal)
      show(PAGE)
      list = [...list, passkey('second')]
    },
  }
  if (passkeys) Object.assign(adapter, methods)
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: session.connector.uid })
  return { foyer, adapter, signals }
}

test('the passkeys are the wallet’s; adding one shows its page and reads the list again', async () => {
  const { foyer, signals } = await connectedEmbedded()
  expect(canManageEmbeddedPasskeys(foyer)).toBe(true)
  const address = foyer.getState().accounts.eip155?.address
  const options = getEmbeddedPasskeysQueryOptions(foyer, address)
  expect(await foyer.queryClient.fetchQuery(options)).toEqual([passkey('first')])

  const pages: WalletPage[] = []
  const controller = new AbortController()
  await addEmbeddedPasskey(foyer, { onPage: (page) => pages.push(page), signal: controller.signal })
  expect(pages).toEqual([PAGE])
  expect(signals).toEqual([controller.signal])
  // The cached list was invalidated: the next read has the new passkey.
  expect(foyer.queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true)
  expect(await getEmbeddedPasskeys(foyer)).toEqual([passkey('first'), passkey('second')])
})

test('another wallet’s account, or a wallet without passkeys, cannot list or add them', async () => {
  const { foyer } = await connectedEmbedded({ passkeys: false })
  expect(canManageEmbeddedPasskeys(foyer)).toBe(false)
  await expect(getEmbeddedPasskeys(foyer)).rejects.toBeInstanceOf(NotConnectedError)
  const plain = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  await plain.connect({ connectorUid: 'memory-1' })
  expect(canManageEmbeddedPasskeys(plain)).toBe(false)
  await expect(addEmbeddedPasskey(plain, { onPage: () => {} })).rejects.toBeInstanceOf(
    NotConnectedError,
  )
})

test('closing the modal cancels a login waiting on the passkey page; another step is left alone', async () => {
  const session = createMemorySession({ namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  const aborted: string[] = []
  adapter.connect = ({ flow, passkey: withPasskey }) => {
    flow.step(
      withPasskey
        ? { type: 'awaitPasskey', ceremony: 'sign-in', page: PAGE }
        : { type: 'awaitOtp', email: 'ada@example.com' },
    )
    return new Promise((_resolve, reject) =>
      flow.signal.addEventListener('abort', () => {
        aborted.push(withPasskey ? 'passkey' : 'otp')
        reject(flow.signal.reason)
      }),
    )
  }
  foyer.open()
  const otp = foyer.connect({ connectorUid: session.connector.uid, email: 'ada@example.com' })
  foyer.close()
  expect(aborted).toEqual([])
  foyer.open()
  // The new connect aborts the one before it (core's rule), then waits on the passkey page.
  const signIn = foyer.connect({ connectorUid: session.connector.uid, passkey: true })
  await expect(otp).rejects.toThrow()
  expect(foyer.getState().connectFlow?.step?.type).toBe('awaitPasskey')
  foyer.close()
  await expect(signIn).rejects.toThrow()
  expect(aborted).toEqual(['otp', 'passkey'])
})
