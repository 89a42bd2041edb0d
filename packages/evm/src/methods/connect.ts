import { ConnectorNotFoundError, InvalidEmailError } from '@foyer/core'
import type { ConnectFlow } from '@foyer/core/adapter'
import { type Connector, connect as wagmiConnect } from '@wagmi/core'
import type { EvmAdapterState } from '../adapterState.js'
import { AUTH_CONNECTOR_ID } from '../auth/authConnectorState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'
import { OTHER_NAMESPACES_ONLY } from '../walletconnect/parameters.js'

/** Connects through one of wagmi's connectors, running its flow (an e-mail login, a pairing URI). */
export async function connect(
  state: EvmAdapterState,
  { connectorUid, chainId, email, social, passkey, flow }: EvmParameters<'connect'>,
): Promise<void> {
  const { wagmiConfig, auth } = state
  const connector = wagmiConfig.connectors.find((candidate) => candidate.uid === connectorUid)
  if (!connector) throw new ConnectorNotFoundError(connectorUid)
  if (connector.id === AUTH_CONNECTOR_ID) {
    if (social) auth.login = { social, flow }
    else if (email) auth.login = { email, flow }
    else if (passkey) auth.login = { passkey, flow }
    else throw new InvalidEmailError()
  }
  const stopSteps = forwardSteps(connector, flow)
  try {
    await abortable(
      wagmiConnect(wagmiConfig, {
        connector,
        chainId: chainId === undefined ? undefined : Number(chainId),
      }),
      flow.signal,
    )
  } catch (error) {
    // A WalletConnect wallet that approved only the other namespaces (Solana): they are connected.
    if ((error as { code?: unknown }).code === OTHER_NAMESPACES_ONLY) return
    throw error
  } finally {
    stopSteps()
  }
  // wagmi's store change has been reported already; reporting again covers a connect that changed nothing.
  state.reportConnection()
}

/**
 * A wagmi connector that pairs (WalletConnect) announces its URI as a `display_uri` message: it becomes the
 * flow's displayUri step. Returns a function that stops listening.
 */
function forwardSteps(connector: Connector, flow: ConnectFlow): () => void {
  const onMessage = (message: { type: string; data?: unknown }) => {
    if (message.type === 'display_uri' && typeof message.data === 'string')
      flow.step({ type: 'displayUri', uri: message.data })
  }
  connector.emitter.on('message', onMessage)
  return () => connector.emitter.off('message', onMessage)
}

/** Settles with `promise`, or rejects with the signal's reason once the visitor cancels the flow. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
