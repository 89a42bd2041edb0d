import { BaseError } from '@foyer/core'
import {
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getUtf8Encoder,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionOptions,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { rpcFor } from './rpc.js'
import type { SolanaSession } from './session.js'

/** A wallet without the feature a request needs (the Wallet Standard makes every feature optional). */
export class WalletFeatureMissingError extends BaseError {
  override name = 'WalletFeatureMissingError'
  constructor(wallet: string, feature: string) {
    super(`${wallet} cannot do this`, { details: `it lacks ${feature}`, code: 4200 })
  }
}

const featureOf = <T>(session: SolanaSession, name: string): T | undefined =>
  (session.wallet.features as Record<string, unknown>)[name] as T | undefined

/** Signs bytes with the wallet's `solana:signMessage`; the signature's bytes. */
export async function signMessageBytes(
  session: SolanaSession,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = featureOf<SolanaSignMessageFeature[typeof SolanaSignMessage]>(
    session,
    SolanaSignMessage,
  )
  if (!feature) throw new WalletFeatureMissingError(session.wallet.name, SolanaSignMessage)
  const [output] = await feature.signMessage({ account: session.account, message })
  if (!output) throw new BaseError('The wallet returned no signature')
  return output.signature
}

/** Signs a text message; the signature in base58 (how Solana writes signatures). */
export async function signMessage(session: SolanaSession, message: string): Promise<string> {
  const bytes = new Uint8Array(getUtf8Encoder().encode(message))
  return getBase58Decoder().decode(await signMessageBytes(session, bytes))
}

/** Has the wallet sign wire-format transactions (`solana:signTransaction`), for the session's cluster. */
export async function signTransactions(
  session: SolanaSession,
  transactions: readonly Uint8Array[],
): Promise<Uint8Array[]> {
  const feature = featureOf<SolanaSignTransactionFeature[typeof SolanaSignTransaction]>(
    session,
    SolanaSignTransaction,
  )
  if (!feature) throw new WalletFeatureMissingError(session.wallet.name, SolanaSignTransaction)
  const outputs = await feature.signTransaction(
    ...transactions.map((transaction) => ({
      account: session.account,
      transaction,
      chain: session.network.chain,
    })),
  )
  return outputs.map((output) => output.signedTransaction)
}

/**
 * Has the wallet sign a wire-format transaction and sends it: through the wallet when it can
 * (`solana:signAndSendTransaction`), else signed by the wallet and sent to the cluster here. The signature,
 * base58.
 */
export async function signAndSendTransaction(
  session: SolanaSession,
  transaction: Uint8Array,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<string> {
  const feature = featureOf<
    SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]
  >(session, SolanaSignAndSendTransaction)
  if (feature) {
    const [output] = await feature.signAndSendTransaction({
      account: session.account,
      transaction,
      chain: session.network.chain,
      options: { preflightCommitment: 'confirmed', ...options },
    })
    if (!output) throw new BaseError('The wallet returned no signature')
    return getBase58Decoder().decode(output.signature)
  }
  const [signed] = await signTransactions(session, [transaction])
  if (!signed) throw new BaseError('The wallet returned no transaction')
  await rpcFor(session.network)
    .sendTransaction(getBase64Decoder().decode(signed) as never, {
      encoding: 'base64',
      preflightCommitment: options.preflightCommitment ?? 'confirmed',
      skipPreflight: options.skipPreflight ?? false,
      ...(options.maxRetries === undefined ? {} : { maxRetries: BigInt(options.maxRetries) }),
      ...(options.minContextSlot === undefined
        ? {}
        : { minContextSlot: BigInt(options.minContextSlot) }),
    })
    .send()
  const decoded = getTransactionDecoder().decode(signed)
  const signature = decoded.signatures[session.account.address as keyof typeof decoded.signatures]
  if (!signature) throw new BaseError('The wallet did not sign the transaction')
  return getBase58Decoder().decode(signature)
}
