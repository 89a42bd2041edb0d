import type { Connector } from '@foyer/core'
import type { AdapterConnection, ApprovalRequestInput } from '@foyer/core/adapter'
import {
  approveInWallet,
  type FrameTransport,
  summarizeSolanaMessage,
  summarizeSolanaTransaction,
} from '@foyer/embedded'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionOptions,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { base58, base64 } from '../codecs.js'
import type { SolanaNetwork } from '../networks.js'
import { EMBEDDED_ENTRY } from '../storedConnection.js'

const bytes = (value: ArrayLike<number>) => new Uint8Array(value)

/**
 * The embedded wallet's Solana account, dressed as a Wallet Standard wallet, so that everything the adapter
 * does with a browser wallet (sign, send, the provider's methods) works with it too. Every request first
 * goes to the frame, which holds the key, prepares it and signs once the visitor approved it in the wallet's
 * own approval page, shown by ApproveTransaction (SPEC §4 'RPC flow', §3's Solana methods).
 */
export function embeddedSolanaWallet({
  transport,
  address,
  networks,
  name,
  icon,
  requestApproval,
}: {
  transport: FrameTransport
  address: string
  /** The app's clusters the frame serves. */
  networks: readonly SolanaNetwork[]
  name: string
  icon: Wallet['icon']
  requestApproval<T>(
    input: ApprovalRequestInput,
    perform: (signal: AbortSignal) => Promise<T>,
  ): Promise<T>
}): Wallet {
  const networkOf = (chain: IdentifierString | undefined) => {
    const network = networks.find((candidate) => candidate.chain === chain) ?? networks[0]
    if (!network) throw new Error('The embedded wallet serves none of the app’s clusters')
    return network
  }
  /**
   * A signing request, decided by the visitor in the wallet's own approval page (one decision per request,
   * every transaction of it shown there); the modal's summary is the first transaction's.
   */
  const approved = async <T>(
    method: string,
    chainId: string,
    summaries: ApprovalRequestInput['summary'][],
    params: Record<string, unknown>,
  ): Promise<T> => {
    const [summary = { kind: 'message', message: '' } as const] = summaries
    return (await approveInWallet(
      transport,
      requestApproval,
      { method, namespace: 'solana', caipNetworkId: chainId, summary },
      { method, params, chainId },
    )) as T
  }
  const account: WalletAccount = {
    address,
    publicKey: bytes(base58.encode.encode(address)),
    chains: networks.map((network) => network.chain),
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
  }

  const features: SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: async (...inputs) => {
        const chainId = `solana:${networkOf(undefined).id}`
        const outputs = []
        for (const { message } of inputs) {
          const { signature } = await approved<{ signature: string }>(
            'signMessage',
            chainId,
            [summarizeSolanaMessage(message)],
            { message: base58.decode.decode(message), pubkey: address },
          )
          outputs.push({
            signedMessage: message,
            signature: bytes(base58.encode.encode(signature)),
          })
        }
        return outputs
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs) => {
        const chainId = `solana:${networkOf(inputs[0]?.chain).id}`
        const wires = inputs.map(({ transaction }) => transaction)
        const summaries = wires.map((wire) => summarizeSolanaTransaction(wire).summary)
        const { transactions } =
          inputs.length > 1
            ? await approved<{ transactions: string[] }>(
                'signAllTransactions',
                chainId,
                summaries,
                {
                  transactions: wires.map((wire) => base64.decode.decode(wire)),
                },
              )
            : await approved<{ transaction: string }>('signTransaction', chainId, summaries, {
                transaction: base64.decode.decode(wires[0] as Uint8Array),
              }).then(({ transaction }) => ({ transactions: [transaction] }))
        return transactions.map((signed) => ({
          signedTransaction: bytes(base64.encode.encode(signed)),
        }))
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs) => {
        const outputs = []
        for (const { transaction, chain, options } of inputs) {
          const chainId = `solana:${networkOf(chain).id}`
          const { signature } = await approved<{ signature: string }>(
            'signAndSendTransaction',
            chainId,
            [summarizeSolanaTransaction(transaction).summary],
            { transaction: base64.decode.decode(transaction), options: specOptions(options) },
          )
          outputs.push({ signature: bytes(base58.encode.encode(signature)) })
        }
        return outputs
      },
    },
  }
  return { version: '1.0.0', name, icon, chains: account.chains, features, accounts: [account] }
}

/** SPEC §3's four options (the frame refuses others, such as the Wallet Standard's `commitment` or `mode`). */
function specOptions(options: SolanaSignAndSendTransactionOptions | undefined) {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options ?? {}
  return Object.fromEntries(
    Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(
      ([, value]) => value !== undefined,
    ),
  )
}

/**
 * The embedded wallet's Solana side once its session is open: asks the frame for the account on each of the
 * app's clusters (the same address on all; a cluster the frame does not serve is left out), and dresses it
 * as a wallet. Undefined, with a word to the developer, when the frame serves none of them.
 */
export async function openEmbeddedSolana({
  transport,
  connector,
  networks,
  requestApproval,
}: {
  /** The open session's channel to the frame. */
  transport: FrameTransport
  /** The auth connector, as the session's owner reports it (its name and icon dress the wallet). */
  connector: Pick<Connector, 'name' | 'icon'> | undefined
  networks: readonly SolanaNetwork[]
  requestApproval: Parameters<typeof embeddedSolanaWallet>[0]['requestApproval']
}): Promise<
  | {
      wallet: Wallet
      networks: SolanaNetwork[]
      signedIn: Pick<AdapterConnection, 'user' | 'socialProvider'>
    }
  | undefined
> {
  const answers = await Promise.all(
    networks.map((network) =>
      transport.request('GET_USER', { chainId: `solana:${network.id}` }).then(
        (user) => ({ network, user }),
        () => undefined,
      ),
    ),
  )
  const served = answers.filter((answer) => answer !== undefined)
  const first = served[0]
  if (!first) {
    console.warn(
      '[foyer] The embedded wallet serves none of this app’s Solana clusters: its Solana account is not connected. Add them to the auth service’s FOYER_AUTH_SOLANA_CLUSTERS.',
    )
    return undefined
  }
  const servedNetworks = served.map((answer) => answer.network)
  const { email, userName, socialProvider } = first.user
  return {
    wallet: embeddedSolanaWallet({
      transport,
      address: first.user.address,
      networks: servedNetworks,
      name: connector?.name ?? EMBEDDED_ENTRY,
      icon: (connector?.icon ?? '') as Wallet['icon'],
      requestApproval,
    }),
    networks: servedNetworks,
    signedIn: { user: { email, username: userName }, socialProvider },
  }
}
