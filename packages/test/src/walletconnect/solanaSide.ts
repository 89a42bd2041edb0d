import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaDevWallet } from '../solana/solanaDevWallet.js'

/** The test wallet's Solana side: the clusters it signs for and the Solana dev wallet that signs. */
export type SolanaSide = {
  wallet: SolanaDevWallet
  /** Each cluster as CAIP-2 (`solana:<genesis prefix>`) and as the dev wallet's Wallet Standard chain. */
  chains: readonly { caip: string; chain: IdentifierString }[]
}

const METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }
const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() }

const accountOf = async (side: SolanaSide) => {
  const features = side.wallet.wallet.features as StandardConnectFeature
  const { accounts } = await features[StandardConnect].connect()
  const account = accounts[0]
  if (!account) throw new Error('the Solana dev wallet has no account')
  return account
}

/** The `solana` namespace the wallet approves: the asked clusters it knows, with its account on each. */
export async function solanaApproval(side: SolanaSide, asked: readonly string[]) {
  const chains = [...new Set(asked)].filter((caip) => side.chains.some((c) => c.caip === caip))
  if (chains.length === 0) return undefined
  const { address } = await accountOf(side)
  return {
    chains,
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: METHODS,
    events: [],
  }
}

/** Answers one of WalletConnect's Solana methods with the dev wallet (the same answers real wallets give). */
export async function answerSolana(
  side: SolanaSide,
  request: { method: string; params: unknown },
  caip: string,
): Promise<unknown> {
  const account = await accountOf(side)
  const chain = side.chains.find((candidate) => candidate.caip === caip)?.chain
  if (!chain) throw Object.assign(new Error(`Unknown cluster ${caip}`), { code: 5100 })
  const features = side.wallet.wallet.features as SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
  const params = request.params as { message?: string; transaction?: string; sendOptions?: object }
  if (request.method === 'solana_signMessage') {
    const [output] = await features[SolanaSignMessage].signMessage({
      account,
      message: new Uint8Array(base58.encode.encode(params.message ?? '')),
    })
    return { signature: base58.decode.decode(output?.signature ?? new Uint8Array()) }
  }
  const transaction = new Uint8Array(base64.encode.encode(params.transaction ?? ''))
  if (request.method === 'solana_signTransaction') {
    const [output] = await features[SolanaSignTransaction].signTransaction({
      account,
      transaction,
      chain,
    })
    const signed = output?.signedTransaction ?? new Uint8Array()
    const signature = getTransactionDecoder().decode(signed).signatures[account.address as never]
    return {
      signature: base58.decode.decode(signature ?? new Uint8Array()),
      transaction: base64.decode.decode(signed),
    }
  }
  if (request.method === 'solana_signAndSendTransaction') {
    const [output] = await features[SolanaSignAndSendTransaction].signAndSendTransaction({
      account,
      transaction,
      chain,
      options: params.sendOptions ?? {},
    })
    return { signature: base58.decode.decode(output?.signature ?? new Uint8Array()) }
  }
  throw Object.assign(new Error(`Unsupported method ${request.method}`), { code: 4200 })
}
