import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  compileTransactionMessage,
  createNoopSigner,
  createTransactionMessage,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import type { FrameSolanaCluster } from './config.js'
import { solanaKeyFrom } from './solanaKey.js'
import { MAX_TRANSACTIONS_PER_REQUEST, serveSolanaRequest } from './solanaRequests.js'

// The frame's Solana signing, attacked with what a hostile or mistaken page could send. Nothing here reaches
// a chain except where said: the cluster's URL leads nowhere, so a request that got as far as sending fails
// differently from one refused before signing.
const key = solanaKeyFrom(generatePrivateKey())
const other = solanaKeyFrom(generatePrivateKey())
const nowhere: FrameSolanaCluster = {
  reference: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9',
  name: 'Nowhere',
  rpcUrl: 'http://127.0.0.1:9/',
}
const serve = (method: string, params: unknown, signer = key) =>
  serveSolanaRequest({ method, params }, signer, nowhere)
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: number; message: string }) => ({ code: error.code, message: error.message }),
  )

/** A transfer whose fee payer is `payer` and whose source is `from` (two signers when they differ). */
function transfer(payer: string, from: string = payer, version: 0 | 'legacy' = 0): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (tx) => setTransactionMessageFeePayer(address(payer), tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'),
          lastValidBlockHeight: 100n,
        },
        tx,
      ),
    (tx) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(address(from)),
          destination: address(other.address),
          amount: lamports(1_000n),
        }),
        tx,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** The signature in `signer`'s slot of a signed wire transaction, checked against its message. */
function verifies(wire: Uint8Array, signer: string): boolean {
  const decoded = getTransactionDecoder().decode(wire)
  const signature = decoded.signatures[signer as Address]
  return (
    !!signature &&
    ed25519.verify(signature, new Uint8Array(decoded.messageBytes), base58.decode(signer))
  )
}

describe('the Solana key', () => {
  test('is the same for the same secret, another for another; its address is its public key', () => {
    const secret = generatePrivateKey()
    expect(solanaKeyFrom(secret).address).toBe(solanaKeyFrom(secret).address)
    expect(key.address).not.toBe(other.address)
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(base58.decode(key.address)).toEqual(key.publicKey)
  })
})

describe('signMessage', () => {
  const message = new TextEncoder().encode('Sign in to Foyer')

  test('signs the base58 message with the account’s key', async () => {
    const { signature } = (await serve('signMessage', {
      message: base58.encode(message),
      pubkey: key.address,
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, key.publicKey)).toBe(true)
  })

  test('another public key, a message that is not base58, or no parameters are refused', async () => {
    expect(
      await refusal(
        serve('signMessage', { message: base58.encode(message), pubkey: other.address }),
      ),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('pubkey') })
    expect(
      await refusal(serve('signMessage', { message: '0OIl not base58', pubkey: key.address })),
    ).toMatchObject({ code: -32602, message: 'signMessage: message must be base58' })
    expect(await refusal(serve('signMessage', [base58.encode(message)]))).toMatchObject({
      code: -32602,
    })
  })

  test('a “message” that is a transaction this account signs is refused (legacy and v0)', async () => {
    for (const version of [0, 'legacy'] as const) {
      const { messageBytes } = getTransactionDecoder().decode(
        transfer(key.address, key.address, version),
      )
      expect(
        await refusal(
          serve('signMessage', {
            message: base58.encode(new Uint8Array(messageBytes)),
            pubkey: key.address,
          }),
        ),
      ).toMatchObject({ code: -32602, message: expect.stringContaining('is a transaction') })
    }
    // The same bytes through the compiled-message encoder (what a dapp would build by hand).
    const compiled = compileTransactionMessage(
      pipe(createTransactionMessage({ version: 0 }), (tx) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash('4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'),
            lastValidBlockHeight: 1n,
          },
          setTransactionMessageFeePayer(address(key.address), tx),
        ),
      ),
    )
    const bytes = new Uint8Array(getCompiledTransactionMessageEncoder().encode(compiled))
    expect(
      await refusal(serve('signMessage', { message: base58.encode(bytes), pubkey: key.address })),
    ).toMatchObject({ code: -32602 })
  })
})

describe('signTransaction', () => {
  test('signs in the account’s slot and keeps the other signer’s', async () => {
    for (const version of [0, 'legacy'] as const) {
      // The account is the second signer: the fee payer's slot stays empty, its own is filled.
      const wire = transfer(other.address, key.address, version)
      const { transaction } = (await serve('signTransaction', {
        transaction: base64.encode(wire),
      })) as { transaction: string }
      const signed = base64.decode(transaction)
      expect(verifies(signed, key.address)).toBe(true)
      // kit reads an empty (all-zero) slot as null.
      expect(getTransactionDecoder().decode(signed).signatures[other.address as Address]).toBeNull()
      expect(signed.length).toBe(wire.length)
    }
  })

  test('a transaction that does not need this account, a broken one and a non-base64 one are refused', async () => {
    const foreign = transfer(other.address)
    expect(
      await refusal(serve('signTransaction', { transaction: base64.encode(foreign) })),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('does not need this wallet') })
    const wire = transfer(key.address)
    for (const broken of [
      wire.subarray(0, 40),
      wire.subarray(0, 100),
      Uint8Array.of(0xff, 0xff, 0xff, 0xff),
      new Uint8Array(2000),
      // Two signature slots for a message that asks for one.
      Uint8Array.of(2, ...new Uint8Array(64), ...wire.subarray(1)),
    ])
      expect(
        await refusal(serve('signTransaction', { transaction: base64.encode(broken) })),
      ).toMatchObject({ code: -32602 })
    expect(await refusal(serve('signTransaction', { transaction: '@@@' }))).toMatchObject({
      code: -32602,
      message: 'signTransaction must be a base64 transaction',
    })
    expect(await refusal(serve('signTransaction', { transaction: 42 }))).toMatchObject({
      code: -32602,
    })
  })
})

describe('signAllTransactions', () => {
  test('signs each; one bad transaction signs none', async () => {
    const good = base64.encode(transfer(key.address))
    const { transactions } = (await serve('signAllTransactions', {
      transactions: [good, good],
    })) as { transactions: string[] }
    expect(transactions.map((wire) => verifies(base64.decode(wire), key.address))).toEqual([
      true,
      true,
    ])
    expect(
      await refusal(
        serve('signAllTransactions', {
          transactions: [good, base64.encode(transfer(other.address))],
        }),
      ),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('transactions[1]') })
  })

  test('an empty list, a list too long and a non-list are refused', async () => {
    const good = base64.encode(transfer(key.address))
    for (const transactions of [
      [],
      Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST + 1 }, () => good),
      good,
    ])
      expect(await refusal(serve('signAllTransactions', { transactions }))).toMatchObject({
        code: -32602,
      })
  })
})

describe('signAndSendTransaction', () => {
  test('options outside SPEC §3 are refused before anything is signed or sent', async () => {
    const transaction = base64.encode(transfer(key.address))
    for (const options of [
      { preflightCommitment: 'soon' },
      { skipPreflight: 'yes' },
      { maxRetries: -1 },
      { minContextSlot: 1.5 },
      { extra: true },
      'fast',
    ])
      expect(
        await refusal(serve('signAndSendTransaction', { transaction, options })),
      ).toMatchObject({ code: -32602, message: expect.stringContaining('signAndSendTransaction:') })
  })

  test('SPEC §3’s eight commitments pass the check (the unreachable cluster then fails the send)', async () => {
    const transaction = base64.encode(transfer(key.address))
    for (const preflightCommitment of [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]) {
      const error = await refusal(
        serve('signAndSendTransaction', { transaction, options: { preflightCommitment } }),
      )
      expect(error?.code).not.toBe(-32602)
    }
  })
})

test('any other method is refused, and nothing is signed without a session', async () => {
  for (const method of ['signIn', 'eth_sendTransaction', 'requestAirdrop'])
    expect(await refusal(serve(method, {}))).toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
  expect(
    await refusal(
      serveSolanaRequest(
        {
          method: 'signTransaction',
          params: { transaction: base64.encode(transfer(key.address)) },
        },
        undefined,
        nowhere,
      ),
    ),
  ).toMatchObject({ code: 4100 })
})
