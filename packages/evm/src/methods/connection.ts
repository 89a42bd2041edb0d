import { NotConnectedError } from '@foyer/core'
import {
  type Config,
  getConnection,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
} from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import type { EvmAdapterState } from '../adapterState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'
import { switchEthereumChain } from '../switchChain.js'

/** The connected wallet's EIP-1193 provider and account, or NotConnectedError. */
export async function connectedProvider({ wagmiConfig }: EvmAdapterState) {
  const connection = getConnection(wagmiConfig)
  if (connection.status !== 'connected') throw new NotConnectedError()
  const provider = (await connection.connector.getProvider()) as EIP1193Provider
  return { provider, address: connection.address }
}

/**
 * Restores the stored connection: wagmi tries the recent connector first, then previously connected ones,
 * then the rest; it skips unauthorised connectors and ones sharing a provider (SPEC §4).
 */
export async function reconnect(state: EvmAdapterState): Promise<void> {
  await wagmiReconnectSettled(state.wagmiConfig)
  await wagmiReconnect(state.wagmiConfig)
  state.reportConnection()
}

/**
 * A host's WagmiProvider may have begun wagmi's reconnect before the adapter's mount chunk registered Foyer's
 * connectors (the auth and WalletConnect shells). wagmi runs one reconnect at a time and returns nothing to a
 * second call meanwhile, so this waits for that one to end: the reconnect after it asks every connector.
 */
function wagmiReconnectSettled(config: Config): Promise<void> {
  const busy = (status: Config['state']['status']) =>
    status === 'reconnecting' || status === 'connecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (busy(status)) return
        stop()
        resolve()
      },
    )
  })
}

export async function disconnect({ wagmiConfig }: EvmAdapterState): Promise<void> {
  await wagmiDisconnect(wagmiConfig)
}

export async function switchNetwork(
  state: EvmAdapterState,
  { network }: EvmParameters<'switchNetwork'>,
): Promise<void> {
  const { provider } = await connectedProvider(state)
  await switchEthereumChain(provider, network)
}

/** The connected wallet's provider, for hosts that talk to it directly; undefined when not connected. */
export async function getProvider({ wagmiConfig }: EvmAdapterState): Promise<unknown> {
  const connection = getConnection(wagmiConfig)
  return connection.status === 'connected' ? connection.connector.getProvider() : undefined
}
