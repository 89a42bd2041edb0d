import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { SolanaServiceCluster } from '../../config.js'
import type { Payer } from './payer.js'

/** The classic Token program and Token-2022: a mint belongs to one of them. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

/**
 * Pays out of the treasury on one Solana cluster: SOL with the System program, or an SPL token with
 * `TransferChecked` from the treasury's associated token account to the receiver's, which is created first
 * when missing (the treasury pays its rent).
 */
export function solanaPayer(seedHex: string, cluster: SolanaServiceCluster): Payer {
  const rpc = createSolanaRpc(cluster.rpcUrl)
  let signer: Promise<KeyPairSigner> | undefined
  const treasury = () => {
    signer ??= createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(seedHex, 'hex')))
    return signer
  }

  async function tokenInstructions(
    payer: KeyPairSigner,
    mint: Address,
    receiver: Address,
    units: bigint,
    decimals: number,
  ): Promise<Instruction[]> {
    const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
    if (!value || !TOKEN_PROGRAMS.includes(value.owner))
      throw new Error(`${mint} is not an SPL token mint on this cluster`)
    const tokenProgram = value.owner
    const [source] = await findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram })
    const [destination] = await findAssociatedTokenPda({ owner: receiver, mint, tokenProgram })
    return [
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: receiver,
        mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        { source, mint, destination, authority: payer, amount: units, decimals },
        { programAddress: tokenProgram },
      ),
    ]
  }

  return {
    async servedNetwork() {
      // A cluster's CAIP-2 reference is its genesis hash's first 32 characters.
      return `solana:${(await rpc.getGenesisHash().send()).slice(0, 32)}`
    },
    async send({ asset, to, units, decimals }) {
      const payer = await treasury()
      const receiver = address(to)
      const instructions = asset
        ? await tokenInstructions(payer, address(asset), receiver, units, decimals)
        : [
            getTransferSolInstruction({
              source: payer,
              destination: receiver,
              amount: lamports(units),
            }),
          ]
      const { value: blockhash } = await rpc.getLatestBlockhash().send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      )
      const signed = await signTransactionMessageWithSigners(message)
      return rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
    },
    async outcome(signature) {
      const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
      const status = value[0]
      if (!status) return undefined
      if (status.err) return 'reverted'
      return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
        ? 'success'
        : undefined
    },
  }
}
