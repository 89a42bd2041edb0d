import { BaseError } from '@foyer/core'
import type { AdapterBalance } from '@foyer/core/adapter'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Encoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { toSolanaError } from './errors.js'
import { SOL, type SolanaNetwork } from './networks.js'
import { rpcFor } from './rpc.js'
import type { SolanaSession } from './session.js'
import { signAndSendTransaction } from './walletRequests.js'

/** Solana's base fee per signature; a transfer has one (the sender's). */
const LAMPORTS_PER_SIGNATURE = 5_000n
/** A token account's size, whose rent the sender pays when the receiver has none yet. */
const TOKEN_ACCOUNT_SIZE = 165n
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const POLL_MS = 500
const CONFIRM_TIMEOUT_MS = 60_000

/** Sending SOL to an address that has no account yet, less than it takes to open one. */
export class RentExemptionError extends BaseError {
  override name = 'RentExemptionError'
  constructor(minimum: bigint) {
    super(`The receiver’s account is new: send at least ${formatSol(minimum)} SOL to open it.`, {
      code: 'RENT_EXEMPTION',
    })
  }
}

function formatSol(value: bigint): string {
  const whole = value / 10n ** 9n
  const fraction = (value % 10n ** 9n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/** The native balance of an address. */
export async function getBalance(network: SolanaNetwork, owner: string): Promise<AdapterBalance> {
  try {
    const { value } = await rpcFor(network).getBalance(address(owner)).send()
    return { value, decimals: SOL.decimals, symbol: SOL.symbol }
  } catch (error) {
    throw toSolanaError(error)
  }
}

/** A v0 transaction paid by the session's account, in wire format for the wallet to sign. */
async function buildTransaction(session: SolanaSession, instructions: Instruction[]) {
  const { value: blockhash } = await rpcFor(session.network).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(session.account.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** Runs a send, its failures turned into the sentences of errors.ts. */
const sending = async (send: () => Promise<string>): Promise<string> => {
  try {
    return await send()
  } catch (error) {
    throw toSolanaError(error)
  }
}

/** Sends SOL; refuses an amount that could not open the receiver's account. The signature. */
export async function transferNative(
  session: SolanaSession,
  { to, amount }: { to: string; amount: bigint },
): Promise<string> {
  return sending(() => sendNative(session, to, amount))
}

async function sendNative(session: SolanaSession, to: string, amount: bigint): Promise<string> {
  const rpc = rpcFor(session.network)
  const receiver = address(to)
  const { value: account } = await rpc.getAccountInfo(receiver, { encoding: 'base64' }).send()
  if (!account) {
    const minimum = await rpc.getMinimumBalanceForRentExemption(0n).send()
    if (amount < minimum) throw new RentExemptionError(minimum)
  }
  const source = createNoopSigner(address(session.account.address))
  const transaction = await buildTransaction(session, [
    getTransferSolInstruction({ source, destination: receiver, amount: lamports(amount) }),
  ])
  return signAndSendTransaction(session, transaction)
}

/** The mint's token program (classic or Token-2022) and decimals. */
async function readMint(network: SolanaNetwork, mint: Address) {
  const { value } = await rpcFor(network).getAccountInfo(mint, { encoding: 'base64' }).send()
  if (!value || !TOKEN_PROGRAMS.includes(value.owner))
    throw new BaseError('This token is not an SPL token', { details: `mint ${mint}` })
  const data = new Uint8Array(getBase64Encoder().encode(value.data[0]))
  return { program: value.owner, decimals: getMintDecoder().decode(data).decimals }
}

const tokenAccountOf = async (owner: Address, mint: Address, program: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: program }))[0]

/**
 * Sends an SPL token from the session account's associated token account to the receiver's, creating
 * the receiver's when it has none (the sender pays its rent). The signature.
 */
export async function transferToken(
  session: SolanaSession,
  { mint, to, amount }: { mint: string; to: string; amount: bigint },
): Promise<string> {
  return sending(() => sendToken(session, mint, to, amount))
}

async function sendToken(
  session: SolanaSession,
  mint: string,
  to: string,
  amount: bigint,
): Promise<string> {
  const mintAddress = address(mint)
  const owner = address(to)
  const { program, decimals } = await readMint(session.network, mintAddress)
  const authority = createNoopSigner(address(session.account.address))
  const source = await tokenAccountOf(authority.address, mintAddress, program)
  const destination = await tokenAccountOf(owner, mintAddress, program)
  const transaction = await buildTransaction(session, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: destination,
      owner,
      mint: mintAddress,
      tokenProgram: program,
    }),
    getTransferCheckedInstruction(
      { source, mint: mintAddress, destination, authority, amount, decimals },
      { programAddress: program },
    ),
  ])
  return signAndSendTransaction(session, transaction)
}

/**
 * What a transfer costs the sender beyond the amount: the signature fee, and for a token the rent of the
 * receiver's token account when it has none yet.
 */
export async function estimateTransferFee(
  network: SolanaNetwork,
  { to, mint }: { from: string; to: string; mint?: string | undefined },
): Promise<bigint> {
  if (!mint) return LAMPORTS_PER_SIGNATURE
  const rpc = rpcFor(network)
  const mintAddress = address(mint)
  const { program } = await readMint(network, mintAddress)
  const destination = await tokenAccountOf(address(to), mintAddress, program)
  const { value } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  if (value) return LAMPORTS_PER_SIGNATURE
  return (
    LAMPORTS_PER_SIGNATURE +
    (await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send())
  )
}

/** Waits until the cluster has confirmed the transaction: 'reverted' when it failed on chain. */
export async function waitForTransaction(
  network: SolanaNetwork,
  signature: string,
): Promise<'success' | 'reverted'> {
  const rpc = rpcFor(network)
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    const status = value[0]
    if (status?.err) return 'reverted'
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return 'success'
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new BaseError('The transaction was not confirmed in time', { code: 'TIMEOUT' })
}
