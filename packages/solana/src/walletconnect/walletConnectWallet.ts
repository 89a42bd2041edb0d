import type { WalletConnectHub } from '@foyer/core/adapter'
import { getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { base58, base64 } from '../codecs.js'
import type { SolanaNetwork } from '../networks.js'

/**
 * The Solana side of a WalletConnect session, dressed as a Wallet Standard wallet, so that everything the
 * adapter does with a browser wallet (sign, send, the provider's methods) works through the session too.
 * `address` is the session's account; `networks` the app's clusters the session approved.
 */
export function walletConnectWallet({
  hub,
  address,
  networks,
  icon,
}: {
  hub: WalletConnectHub
  address: string
  networks: readonly SolanaNetwork[]
  icon: Wallet['icon']
}): Wallet {
  const caipChainOf = (chain: IdentifierString | undefined) => {
    const network = networks.find((candidate) => candidate.chain === chain) ?? networks[0]
    if (!network) throw new Error('The WalletConnect session approved none of the app’s clusters')
    return `solana:${network.id}`
  }
  const request = async <T>(method: string, params: unknown, chain?: IdentifierString) => {
    const send = hub.owner.request
    if (!send) throw new Error('The WalletConnect session has ended')
    return (await send({ method, params }, caipChainOf(chain))) as T
  }
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(base58.encode.encode(address)),
    chains: networks.map((network) => network.chain),
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
  }
  /** A signed transaction from the wallet's answer: the whole transaction, or the signature to put in. */
  const signedFrom = (wire: Uint8Array, answer: { signature?: string; transaction?: string }) => {
    if (answer.transaction) return new Uint8Array(base64.encode.encode(answer.transaction))
    if (!answer.signature) throw new Error('The wallet returned no signature')
    const transaction = getTransactionDecoder().decode(wire) as Transaction
    const signed = {
      ...transaction,
      signatures: {
        ...transaction.signatures,
        [address]: new Uint8Array(base58.encode.encode(answer.signature)),
      },
    }
    return new Uint8Array(getTransactionEncoder().encode(signed as Transaction))
  }

  const features: SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: (...inputs) =>
        Promise.all(
          inputs.map(async ({ message }) => {
            const { signature } = await request<{ signature: string }>('solana_signMessage', {
              message: base58.decode.decode(message),
              pubkey: address,
            })
            return {
              signedMessage: message,
              signature: new Uint8Array(base58.encode.encode(signature)),
            }
          }),
        ),
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) =>
        Promise.all(
          inputs.map(async ({ transaction, chain }) => {
            const answer = await request<{ signature?: string; transaction?: string }>(
              'solana_signTransaction',
              { transaction: base64.decode.decode(transaction) },
              chain,
            )
            return { signedTransaction: signedFrom(transaction, answer) }
          }),
        ),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) =>
        Promise.all(
          inputs.map(async ({ transaction, chain, options }) => {
            const { signature } = await request<{ signature: string }>(
              'solana_signAndSendTransaction',
              { transaction: base64.decode.decode(transaction), sendOptions: options ?? {} },
              chain,
            )
            return { signature: new Uint8Array(base58.encode.encode(signature)) }
          }),
        ),
    },
  }
  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon,
    chains: account.chains,
    features,
    accounts: [account],
  }
}
