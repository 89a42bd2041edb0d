import type { SocialLogin } from '@foyer/core'
import type { AdapterContext, ConnectFlow } from '@foyer/core/adapter'
import type { EmbeddedWalletHub, FrameTransport } from '@foyer/embedded'
import type { Address, Chain } from 'viem'

/** The embedded wallet's session as the host knows it: never a key or a token, only what the frame reports. */
export type AuthConnection = {
  address: Address
  chainId: number
  email: string | undefined
  userName: string | undefined
  socialProvider: string | undefined
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed: boolean
  smartAccountEnabledNetworks: number[]
  /** Both accounts, when the wallet has a smart account on this chain (SPEC §3 'Account entry'). */
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
}

/** The frame's channel, opened once per Foyer instance. */
export type LoadedEmbedded = { transport: FrameTransport }

/**
 * What the EVM adapter and the auth connector share: the login the visitor started (an e-mail and its
 * flow, set by the adapter's connect before wagmi's), the connection, and the frame's channel.
 */
export type AuthConnectorState = {
  login:
    | { email: string; flow: ConnectFlow }
    | { social: SocialLogin; flow: ConnectFlow }
    | { passkey: true; flow: ConnectFlow }
    | undefined
  /** A social login's result this page came back with (`result_uri`), completed by the next reconnect. */
  socialReturn: string | undefined
  connection: AuthConnection | undefined
  /** The frame's channel, loaded with the adapter's lazy actions and opened once per Foyer instance. */
  load(): Promise<LoadedEmbedded>
  /** The instance's embedded-wallet hub, where other namespaces join the session (set at mount). */
  hub: EmbeddedWalletHub | undefined
  /** Called when the connection's details changed without a change of account (the adapter reports it again). */
  changed: (() => void) | undefined
  /** Makes the smart account or the EOA the active account (set once the connector's working part has loaded). */
  setAccountType:
    | ((type: 'eoa' | 'smartAccount') => Promise<{ type: 'eoa' | 'smartAccount'; address: string }>)
    | undefined
}

/** The auth connector's wagmi id: hosts' wagmi hooks see it as a connector like any other. */
export const AUTH_CONNECTOR_ID = 'foyer-email'

// A marker in the host's storage that the last session was the embedded wallet's, so that a reload
// restores it; it holds no token and no key (those stay in the frame's own storage).
export const MARKER = 'foyer-email.connected'

/** What the auth connector is made with: the adapter's chains, the instance, the shared state, the storage. */
export type AuthConnectorParameters = {
  chains: readonly [Chain, ...Chain[]]
  context: AdapterContext
  state: AuthConnectorState
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
}
