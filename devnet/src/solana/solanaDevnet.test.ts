import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  lamports,
  pipe,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_UNSUPPORTED_TRANSACTION_VERSION,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePort } from '../ports.js'
import { RpcResponseError, rpc } from '../rpc.js'
import {
  SOLANA_DEVNET,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_FUNDED_LAMPORTS,
  SOLANA_DEVNET_MINTER,
  SOLANA_DEVNET_ONRAMP_TREASURY,
  SOLANA_DEVNET_TOKENS,
} from './cluster.js'
import { SOLANA_DEVNET_NFT_HOLDERS } from './seedNfts.js'
import { type SolanaDevnet, startSolanaDevnet } from './start.js'
import { TOKEN_2022_PROGRAM_ADDRESS } from './token2022.js'

// The local Solana cluster as @solana/kit sees it: the client sends and confirms through the JSON-RPC server
// and its WebSocket subscriptions, and the state it reads back is what LiteSVM executed.

const kitFor = ({ rpcUrl, wsUrl }: { rpcUrl: string; wsUrl: string }) => ({
  rpc: createSolanaRpc(rpcUrl),
  rpcSubscriptions: createSolanaRpcSubscriptions(wsUrl),
})
let cluster: SolanaDevnet
let kit: ReturnType<typeof kitFor>
let alice: TransactionSigner
const [fusd, foy] = SOLANA_DEVNET_TOKENS

const signerOf = (hex: string) =>
  createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(hex, 'hex')))

beforeAll(async () => {
  cluster = await startSolanaDevnet({ port: await getFreePort() })
  kit = kitFor(cluster)
  alice = await signerOf(SOLANA_DEVNET_ACCOUNTS[0].privateKey)
})
afterAll(async () => {
  await cluster?.stop()
})

async function signed(
  payer: TransactionSigner,
  instructions: Instruction[],
  version: 0 | 'legacy' = 0,
) {
  const { value: blockhash } = await kit.rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return signTransactionMessageWithSigners(message)
}

async function sendAndConfirm(
  payer: TransactionSigner,
  instructions: Instruction[],
  version: 0 | 'legacy' = 0,
) {
  const transaction = await signed(payer, instructions, version)
  await sendAndConfirmTransactionFactory(kit)(transaction as never, { commitment: 'confirmed' })
  return getSignatureFromTransaction(transaction)
}

const tokenBalance = async (owner: string, mint: string) => {
  const { value } = await kit.rpc
    .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount
}

describe('the seeded cluster', () => {
  test('funded accounts, the two mints and their token accounts', async () => {
    expect(await kit.rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET.genesisHash)
    const { value } = await kit.rpc.getBalance(address(SOLANA_DEVNET_ACCOUNTS[1].address)).send()
    expect(value).toBe(SOLANA_DEVNET_FUNDED_LAMPORTS)
    const { value: mint } = await kit.rpc
      .getAccountInfo(address(foy.mint), { encoding: 'jsonParsed' })
      .send()
    expect(mint?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 9 } } })
    expect(await tokenBalance(SOLANA_DEVNET_ACCOUNTS[1].address, fusd.mint)).toBe('1000000000')
  })

  test('the seeded Token-2022 NFTs: listed by program, parsed with 0 decimals and amount 1', async () => {
    const { value } = await kit.rpc
      .getTokenAccountsByOwner(
        address(SOLANA_DEVNET_ACCOUNTS[0].address),
        { programId: TOKEN_2022_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value).toHaveLength(3)
    for (const { account } of value)
      expect(account.data).toMatchObject({
        program: 'spl-token-2022',
        parsed: { type: 'account', info: { tokenAmount: { amount: '1', decimals: 0 } } },
      })
    // The classic program's listing is unchanged, and an account past the holders holds no NFT.
    const classic = await kit.rpc
      .getTokenAccountsByOwner(
        address(SOLANA_DEVNET_ACCOUNTS[0].address),
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    expect(classic.value).toHaveLength(SOLANA_DEVNET_TOKENS.length)
    const other = await kit.rpc
      .getTokenAccountsByOwner(
        address(SOLANA_DEVNET_ACCOUNTS[SOLANA_DEVNET_NFT_HOLDERS].address),
        { programId: TOKEN_2022_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    expect(other.value).toEqual([])
  })

  test('each published key is the key of its address', async () => {
    for (const account of [
      ...SOLANA_DEVNET_ACCOUNTS,
      SOLANA_DEVNET_MINTER,
      SOLANA_DEVNET_ONRAMP_TREASURY,
    ])
      expect((await signerOf(account.privateKey)).address).toBe(account.address)
  })

  test('a second start on the same port reuses the running cluster', async () => {
    const again = await startSolanaDevnet({ port: Number(new URL(cluster.rpcUrl).port) })
    expect(again.started).toBe(false)
    await again.stop()
    expect(await rpc(cluster.rpcUrl, 'getHealth')).toBe('ok')
  })
})

describe('transactions through @solana/kit', () => {
  test('send SOL: confirmed over the WebSocket, balances and history read back', async () => {
    const bob = await generateKeyPairSigner()
    const before = (await kit.rpc.getBalance(alice.address).send()).value
    const signature = await sendAndConfirm(alice, [
      getTransferSolInstruction({
        source: alice,
        destination: bob.address,
        amount: lamports(2_500_000_000n),
      }),
    ])
    expect((await kit.rpc.getBalance(bob.address).send()).value).toBe(2_500_000_000n)
    expect((await kit.rpc.getBalance(alice.address).send()).value).toBe(
      before - 2_500_000_000n - 5_000n,
    )
    const history = await kit.rpc.getSignaturesForAddress(bob.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    const tx = await kit.rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(tx?.meta?.fee).toBe(5_000n)
    expect(tx?.meta?.postBalances[1]).toBe(2_500_000_000n)
  })

  test('send an SPL token to a fresh address: its token account is created', async () => {
    const carol = await generateKeyPairSigner()
    const mint = address(fusd.mint)
    const [source] = await findAssociatedTokenPda({
      mint,
      owner: alice.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      mint,
      owner: carol.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const aliceBefore = BigInt((await tokenBalance(alice.address, fusd.mint)) ?? 0)
    await sendAndConfirm(alice, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: alice,
        owner: carol.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: alice,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    expect(await tokenBalance(carol.address, fusd.mint)).toBe('12500000')
    expect(BigInt((await tokenBalance(alice.address, fusd.mint)) ?? 0)).toBe(
      aliceBefore - 12_500_000n,
    )
    const { value } = await kit.rpc.getTokenAccountBalance(destination).send()
    expect(value).toMatchObject({ amount: '12500000', decimals: 6, uiAmountString: '12.5' })
  })

  test('getTransaction as a validator: v0 only with maxSupportedTransactionVersion, `version` as sent', async () => {
    const pay = (version: 0 | 'legacy') =>
      sendAndConfirm(
        alice,
        [
          getTransferSolInstruction({
            source: alice,
            destination: alice.address,
            amount: lamports(3n),
          }),
        ],
        version,
      )
    const [v0, legacy] = [await pay(0), await pay('legacy')]
    const asV0Reader = { maxSupportedTransactionVersion: 0, encoding: 'json' } as const
    const v0Tx = await kit.rpc.getTransaction(v0, asV0Reader).send()
    expect(v0Tx?.version).toBe(0)
    expect(v0Tx?.transaction.message).toMatchObject({ addressTableLookups: [] })
    expect((await kit.rpc.getTransaction(legacy, asV0Reader).send())?.version).toBe('legacy')
    // A client that does not say it reads v0 gets legacy transactions without `version`, and -32015 for v0.
    const legacyTx = await rpc(cluster.rpcUrl, 'getTransaction', [legacy, { encoding: 'json' }])
    expect(legacyTx).not.toHaveProperty('version')
    const refused = await kit.rpc
      .getTransaction(v0, { encoding: 'json' })
      .send()
      .catch((error: unknown) => error)
    expect(
      isSolanaError(refused, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_UNSUPPORTED_TRANSACTION_VERSION),
    ).toBe(true)
  })

  test('requestAirdrop credits an address and confirms', async () => {
    const dave = await generateKeyPairSigner()
    await kit.rpc.requestAirdrop(dave.address, lamports(1_000_000_000n)).send()
    expect((await kit.rpc.getBalance(dave.address).send()).value).toBe(1_000_000_000n)
  })
})

describe('what a wallet gets wrong, the cluster says', () => {
  const sendRaw = async (payer: TransactionSigner, instructions: Instruction[]) =>
    rpc(cluster.rpcUrl, 'sendTransaction', [
      getBase64EncodedWireTransaction(await signed(payer, instructions)),
      { encoding: 'base64' },
    ]).catch((error: unknown) => error as RpcResponseError)

  test('more SOL than the account has: preflight refuses it, nothing lands', async () => {
    const poor = await generateKeyPairSigner()
    await kit.rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send()
    const error = await sendRaw(poor, [
      getTransferSolInstruction({
        source: poor,
        destination: alice.address,
        amount: lamports(50_000_000n),
      }),
    ])
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(error).toMatchObject({
      code: -32002,
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect((await kit.rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)
  })

  test('a new account below rent exemption is refused with the validator’s sentence', async () => {
    const fresh = await generateKeyPairSigner()
    const error = await sendRaw(alice, [
      getTransferSolInstruction({
        source: alice,
        destination: fresh.address,
        amount: lamports(1_000n),
      }),
    ])
    expect(error).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/insufficient funds for rent/),
    })
  })

  test('an expired blockhash: Blockhash not found, and isBlockhashValid says false', async () => {
    const { value } = await kit.rpc.getLatestBlockhash().send()
    const transaction = await signed(alice, [
      getTransferSolInstruction({
        source: alice,
        destination: alice.address,
        amount: lamports(1n),
      }),
    ])
    await rpc(cluster.rpcUrl, 'foyer_expireBlockhash')
    expect((await kit.rpc.isBlockhashValid(value.blockhash).send()).value).toBe(false)
    const error = await rpc(cluster.rpcUrl, 'sendTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64' },
    ]).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } })
    expect((error as Error).message).toBe('Transaction simulation failed: Blockhash not found')
  })

  test('a signature that does not verify: -32003 as on a validator (kit’s own error class), nothing lands', async () => {
    const transaction = await signed(alice, [
      getTransferSolInstruction({
        source: alice,
        destination: alice.address,
        amount: lamports(2n),
      }),
    ])
    const signature = transaction.signatures[alice.address] as Uint8Array
    const forged = {
      ...transaction,
      signatures: { [alice.address]: signature.map((b, i) => (i === 0 ? b ^ 1 : b)) },
    }
    const wire = getBase64EncodedWireTransaction(forged as never)
    for (const options of [{ skipPreflight: false }, { skipPreflight: true }]) {
      const error = await kit.rpc
        .sendTransaction(wire, { encoding: 'base64', ...options })
        .send()
        .catch((e: unknown) => e)
      expect(
        isSolanaError(
          error,
          SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
        ),
      ).toBe(true)
    }
    await expect(
      rpc(cluster.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64', sigVerify: true }]),
    ).rejects.toMatchObject({ code: -32003, message: 'Transaction signature verification failure' })
    const history = await kit.rpc.getSignaturesForAddress(alice.address, { limit: 5 }).send()
    expect(history.map((entry) => entry.signature)).not.toContain(
      getSignatureFromTransaction(forged as never),
    )
  })

  test('bad requests get JSON-RPC errors, never a 5xx', async () => {
    await expect(rpc(cluster.rpcUrl, 'getBalance', ['not-an-address'])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      rpc(cluster.rpcUrl, 'sendTransaction', ['%%%', { encoding: 'base64' }]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      rpc(cluster.rpcUrl, 'sendTransaction', ['AAAA', { encoding: 'base64' }]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      rpc(cluster.rpcUrl, 'getAccountInfo', [alice.address, { encoding: 'base64+zstd' }]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(rpc(cluster.rpcUrl, 'eth_chainId')).rejects.toMatchObject({ code: -32601 })
    const response = await fetch(cluster.rpcUrl, { method: 'POST', body: '{not json' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ error: { code: -32700 } })
  })
})
