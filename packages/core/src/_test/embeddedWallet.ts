import type { EmbeddedDevice, EmbeddedPasskey, ManagesEmbeddedWallet } from '../adapter.js'
import type { WalletPage } from '../connectors/flow.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryAdapter, createMemorySession } from './memoryAdapter.js'

// The embedded wallet's devices and passkeys through core: the memory wallet as the embedded wallet, with the
// methods its frame serves (the frame asks the auth service; here a list in memory answers).

export const device = (id: string, overrides: Partial<EmbeddedDevice> = {}): EmbeddedDevice => ({
  id: id.padEnd(22, '0'),
  approvedAt: '2026-11-27T12:00:00.000Z',
  lastUsedAt: null,
  current: false,
  waiting: false,
  ...overrides,
})

export const passkey = (id: string): EmbeddedPasskey => ({
  id: id.padEnd(22, '0'),
  createdAt: '2026-11-27T12:00:00.000Z',
  lastUsedAt: null,
})

/** The wallet's passkey page, which adding a passkey shows. */
export const PASSKEY_PAGE: WalletPage = {
  src: 'https://auth.example/frame/passkey',
  origin: 'https://auth.example',
}

/**
 * The memory wallet as the embedded wallet with two devices (this one and another) and one passkey;
 * `devices: false` or `passkeys: false`: its wallet serves none of those methods.
 */
export function embeddedAdapter({ devices = true, passkeys = true } = {}) {
  const session = createMemorySession({ email: 'visitor@example.com', namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  let deviceList = [device('this', { current: true }), device('other')]
  let passkeyList = [passkey('first')]
  const revoked: string[] = []
  const passkeySignals: (AbortSignal | undefined)[] = []
  const deviceMethods: Pick<ManagesEmbeddedWallet, 'listEmbeddedDevices' | 'revokeEmbeddedDevice'> =
    {
      async listEmbeddedDevices() {
        return deviceList
      },
      async revokeEmbeddedDevice({ id }) {
        // As the auth service answers a device it does not know (404).
        if (!deviceList.some((candidate) => candidate.id === id))
          throw new Error('This account has no such device')
        revoked.push(id)
        deviceList = deviceList.filter((candidate) => candidate.id !== id)
      },
    }
  const passkeyMethods: Pick<ManagesEmbeddedWallet, 'listEmbeddedPasskeys' | 'addEmbeddedPasskey'> =
    {
      async listEmbeddedPasskeys() {
        return passkeyList
      },
      async addEmbeddedPasskey({ show, signal }) {
        passkeySignals.push(signal)
        show(PASSKEY_PAGE)
        passkeyList = [...passkeyList, passkey('second')]
      },
    }
  if (devices) Object.assign(adapter, deviceMethods)
  if (passkeys) Object.assign(adapter, passkeyMethods)
  return { adapter, session, revoked, passkeySignals }
}

/** An instance connected through the embedded wallet (`embeddedAdapter`'s options). */
export async function connectedEmbedded(options: Parameters<typeof embeddedAdapter>[0] = {}) {
  const wallet = embeddedAdapter(options)
  const foyer = createFoyer({ adapters: [wallet.adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: wallet.session.connector.uid })
  return { foyer, ...wallet }
}
