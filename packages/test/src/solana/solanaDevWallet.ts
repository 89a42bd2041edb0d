import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type Transaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'

/** A cluster the dev wallet can send to: its Wallet Standard chain id and JSON-RPC URL. */
export type SolanaDevChain = { chain: IdentifierString; rpcUrl: string }

/** Options of createSolanaDevWallet. */
export type CreateSolanaDevWalletParameters = {
  name: string
  /** A data: URI (Wallet Standard requires one). */
  icon: `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
  /** ed25519 private keys (32-byte seeds, hex). */
  privateKeys: readonly string[]
  chains: readonly SolanaDevChain[]
  /** Keeps the authorization across reloads (localStorage in the demo). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

/** A Wallet Standard wallet for Solana that signs with dev keys; scripted like the EVM dev wallet. */
export type SolanaDevWallet = {
  readonly wallet: Wallet
  /** The wallet's addresses (base58), first the one it connects with. */
  readonly addresses: readonly string[]
  /** The next prompt (connect, a signature, a transaction) is refused with 4001. */
  rejectNextRequest(): void
  /** Runs `hook` once the next transaction is signed, before it is sent (tests: expire its blockhash). */
  beforeNextSend(hook: () => Promise<unknown>): void
}

/** The code and text wallets such as Phantom refuse a prompt with (EIP-1193's 4001, which they reuse). */
export class SolanaUserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/** Hex to bytes (in the page too: no Buffer there). */
const hex = (value: string) =>
  new Uint8Array((value.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)))

/**
 * Creates a Solana dev wallet: `standard:connect` (silent when it was authorized before), `standard:disconnect`,
 * `standard:events`, `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` (it
 * sends through the chain's JSON-RPC). Every prompt is approved at once unless rejectNextRequest() was called.
 */
export async function createSolanaDevWallet(
  options: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet> {
  if (options.privateKeys.length === 0)
    throw new Error('createSolanaDevWallet: privateKeys is empty')
  if (options.chains.length === 0) throw new Error('createSolanaDevWallet: chains is empty')
  const keys = await Promise.all(
    options.privateKeys.map(async (privateKey) => {
      const pair = await createKeyPairFromPrivateKeyBytes(hex(privateKey))
      const address = await getAddressFromPublicKey(pair.publicKey)
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
      return { pair, address, publicKey }
    }),
  )
  const chainIds = options.chains.map((chain) => chain.chain)
  const storageKey = `foyer.solanaDevWallet:${options.name}`
  let authorized = options.storage?.getItem(storageKey) === 'authorized'
  let rejections = 0
  let beforeSend: (() => Promise<unknown>) | undefined
  const listeners = new Set<StandardEventsListeners['change']>()

  const walletAccounts: WalletAccount[] = keys.map(({ address, publicKey }) => ({
    address,
    publicKey,
    chains: chainIds,
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
    label: options.name,
  }))
  const visible = () => (authorized ? walletAccounts : [])
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    if (value) options.storage?.setItem(storageKey, 'authorized')
    else options.storage?.removeItem(storageKey)
    for (const listener of listeners) listener({ accounts: visible() })
  }
  /** A prompt: refused once per rejectNextRequest(). */
  const prompt = () => {
    if (rejections > 0) {
      rejections -= 1
      throw new SolanaUserRejectedError()
    }
  }
  const keyFor = (account: WalletAccount) => {
    const key = authorized
      ? keys.find((candidate) => candidate.address === account.address)
      : undefined
    if (!key) throw new Error(`The account ${account.address} is not connected to this app.`)
    return key
  }
  const rpcUrlFor = (chain: IdentifierString | undefined) => {
    const found = options.chains.find((candidate) => candidate.chain === (chain ?? chainIds[0]))
    if (!found) throw new Error(`The wallet does not know the chain ${String(chain)}.`)
    return found.rpcUrl
  }

  const signWireTransaction = async ({ account, transaction }: SolanaSignTransactionInput) => {
    const key = keyFor(account)
    const decoded = getTransactionDecoder().decode(transaction) as Transaction
    if (!(key.address in decoded.signatures))
      throw new Error('The transaction does not ask this account to sign.')
    const signature = await signBytes(key.pair.privateKey, decoded.messageBytes)
    const signed = {
      ...decoded,
      signatures: { ...decoded.signatures, [key.address as Address]: signature },
    }
    return new Uint8Array(getTransactionEncoder().encode(signed as Transaction))
  }

  /** Sends through the chain's JSON-RPC; the cluster's refusal (preflight) becomes the wallet's error. */
  const sendRaw = async (input: SolanaSignAndSendTransactionInput, signed: Uint8Array) => {
    const response = await fetch(rpcUrlFor(input.chain), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          getBase64Decoder().decode(signed),
          {
            encoding: 'base64',
            skipPreflight: input.options?.skipPreflight ?? false,
            preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
          },
        ],
      }),
    })
    const body = (await response.json()) as { result?: string; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: visible() }
        prompt()
        setAuthorized(true)
        return { accounts: visible() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        setAuthorized(false)
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        prompt()
        return Promise.all(
          inputs.map(async ({ account, message }) => ({
            signedMessage: message,
            signature: new Uint8Array(await signBytes(keyFor(account).pair.privateKey, message)),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        prompt()
        return Promise.all(
          inputs.map(async (input) => ({ signedTransaction: await signWireTransaction(input) })),
        )
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        prompt()
        const outputs = []
        for (const input of inputs) {
          const signed = await signWireTransaction(input)
          const hook = beforeSend
          beforeSend = undefined
          await hook?.()
          await sendRaw(input, signed)
          const decoded = getTransactionDecoder().decode(signed)
          const signature = decoded.signatures[keyFor(input.account).address as Address]
          outputs.push({ signature: new Uint8Array(signature as Uint8Array) })
        }
        return outputs
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: chainIds,
    features,
    get accounts() {
      return visible()
    },
  }
  return {
    wallet,
    addresses: keys.map((key) => key.address),
    rejectNextRequest() {
      rejections += 1
    },
    beforeNextSend(hook) {
      beforeSend = hook
    },
  }
}
