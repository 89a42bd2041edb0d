import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { EIP1193Provider } from 'viem'
import type { DevWallet } from '../types.js'
import { dropDeletesOfEndedSessions } from './dropDeletesOfEndedSessions.js'
import { answerSolana, type SolanaSide, solanaApproval } from './solanaSide.js'
import { updateSession } from './updateSession.js'

/** What the test wallet offers a dApp (it answers each through its dev wallet). */
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['accountsChanged', 'chainChanged']

export type WalletConnectTestWallet = {
  /** Pairs with a dApp's `wc:` URI; the wallet then answers its proposal (approve, unless told not to). */
  pair(uri: string): Promise<void>
  /** Rejects the next session proposal instead of approving it. */
  rejectNextProposal(): void
  /**
   * Approves the next proposal on these chains only, whatever it asked for: EVM chain ids, and 'solana' for the
   * Solana clusters it asked for (`[1]`: a wallet on other networks; `['solana']`: a Solana-only wallet).
   */
  approveNextOn(chains: readonly (number | 'solana')[]): void
  /** Leaves the next request unanswered; resolves when it has arrived. */
  holdNextRequest(): Promise<void>
  /** Ends every session from the wallet's side. */
  disconnectAll(): Promise<void>
  /** The sessions it holds. */
  sessions(): SessionTypes.Struct[]
  stop(): Promise<void>
}

/**
 * A WalletConnect wallet for tests and the demo: the real wallet-side SDK (@walletconnect/sign-client 2.21.8)
 * in front of a dev wallet, which signs with devnet keys and sends through the devnet. It approves a
 * proposal with the dev wallet's accounts on the chains it was asked for that the dev wallet knows,
 * answers each request through the dev wallet (errors included, with their codes), and reports the dev
 * wallet's chain and account changes as session events.
 */
export async function startWalletConnectTestWallet({
  relayUrl,
  wallet,
  chainIds,
  name = 'Foyer Test Wallet',
  solana,
}: {
  relayUrl: string
  wallet: DevWallet
  /** The chains it may approve (the dev wallet's). */
  chainIds: readonly number[]
  name?: string
  /** A Solana side: the clusters it signs for (CAIP-2 and Wallet Standard chain) and the Solana dev wallet. */
  solana?: SolanaSide | undefined
}): Promise<WalletConnectTestWallet> {
  const client = await SignClient.init({
    projectId: 'foyer-dev',
    relayUrl,
    customStoragePrefix: `foyer-test-wallet-${Math.random()}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name, description: 'Signs with devnet keys', url: 'http://127.0.0.1', icons: [] },
  })
  // Verify is the public network's service; a local relay has none (see the connector's note).
  // (The SDK itself returns undefined when it knows nothing; its type says otherwise.)
  client.core.verify.resolve = (async () => undefined) as never
  dropDeletesOfEndedSessions(client)
  const provider = wallet.provider as EIP1193Provider
  let rejectNext = false
  let approveOn: readonly (number | 'solana')[] | undefined
  let hold: (() => void) | undefined
  // A chain change the sessions are being told of: a switch is answered only after, so that the dApp's next
  // request on that chain finds it in the session.
  let announcing: Promise<void> = Promise.resolve()

  // A proposal the relay delivers twice (its publish is retried when an ack is late, as on a loaded
  // machine) is shown once, as a wallet app does: approving it twice left a second, unacknowledged session.
  const answered = new Set<number>()
  client.on(
    'session_proposal',
    async ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
      if (answered.has(id)) return
      answered.add(id)
      if (rejectNext) {
        rejectNext = false
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        return
      }
      const asked = [
        ...(params.requiredNamespaces.eip155?.chains ?? []),
        ...(params.optionalNamespaces?.eip155?.chains ?? []),
      ]
      const only = approveOn
      approveOn = undefined
      const chains = only
        ? only.flatMap((chainId) => (chainId === 'solana' ? [] : [`eip155:${chainId}`]))
        : [...new Set(asked)].filter((chain) => chainIds.includes(Number(chain.split(':')[1])))
      const addresses = (await provider.request({
        method: 'eth_requestAccounts',
      })) as readonly string[]
      const solanaAsked = [
        ...(params.requiredNamespaces.solana?.chains ?? []),
        ...(params.optionalNamespaces?.solana?.chains ?? []),
      ]
      const solanaNamespace =
        solana && (!only || only.includes('solana'))
          ? await solanaApproval(solana, solanaAsked)
          : undefined
      // No EVM chain to approve (approveNextOn(['solana'])): a Solana-only wallet, which leaves eip155 out.
      await client.approve({
        id,
        namespaces: {
          ...(chains.length
            ? {
                eip155: {
                  chains,
                  accounts: chains.flatMap((chain) =>
                    addresses.map((address) => `${chain}:${address}`),
                  ),
                  methods: METHODS,
                  events: EVENTS,
                },
              }
            : {}),
          ...(solanaNamespace ? { solana: solanaNamespace } : {}),
        },
      })
    },
  )

  client.on(
    'session_request',
    async ({ id, topic, params }: SignClientTypes.EventArguments['session_request']) => {
      const { request } = params
      if (hold) {
        hold()
        hold = undefined
        return
      }
      try {
        const result =
          solana && request.method.startsWith('solana_')
            ? await answerSolana(solana, request, params.chainId)
            : await provider.request(request as never)
        await announcing
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result: result ?? null } })
      } catch (error) {
        const { code = -32603, message = 'Request failed' } = error as {
          code?: number
          message?: string
        }
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
      }
    },
  )

  // The dev wallet's own changes reach every session as events; a chain the session lacks (one the dApp
  // had the wallet add) joins the session first.
  const emitAll = async (name: string, data: unknown, chainId: string) => {
    for (const session of client.session.getAll()) {
      const namespace = session.namespaces.eip155
      if (namespace && !namespace.chains?.includes(chainId)) {
        const addresses = [...new Set(namespace.accounts.map((account) => account.split(':')[2]))]
        await updateSession(client, session.topic, {
          eip155: {
            ...namespace,
            chains: [...(namespace.chains ?? []), chainId],
            accounts: [
              ...namespace.accounts,
              ...addresses.map((address) => `${chainId}:${address}`),
            ],
          },
        })
      }
      await client.emit({ topic: session.topic, event: { name, data }, chainId }).catch(() => {})
    }
  }
  provider.on('chainChanged', (hex: string) => {
    const id = Number.parseInt(hex, 16)
    announcing = emitAll('chainChanged', id, `eip155:${id}`).catch(() => {})
  })
  provider.on('accountsChanged', async (list: string[]) => {
    const chainId = `eip155:${Number.parseInt((await provider.request({ method: 'eth_chainId' })) as string, 16)}`
    void emitAll('accountsChanged', list, chainId)
  })
  return {
    async pair(uri) {
      await client.pair({ uri })
    },
    rejectNextProposal() {
      rejectNext = true
    },
    approveNextOn(ids) {
      approveOn = ids
    },
    holdNextRequest() {
      return new Promise<void>((resolve) => {
        hold = resolve
      })
    },
    async disconnectAll() {
      for (const session of client.session.getAll())
        await client.disconnect({
          topic: session.topic,
          reason: { code: 6000, message: 'User disconnected.' },
        })
    },
    sessions: () => client.session.getAll(),
    async stop() {
      // The heartbeat too: on each pulse the SDK retries a publish still queued, opening the socket again,
      // and the retry's failure is an unhandled rejection in whatever runs next in the process.
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}
