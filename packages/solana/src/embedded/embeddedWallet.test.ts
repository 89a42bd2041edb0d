// Integration: the embedded wallet's Solana side on the local cluster. The host's wallet (approval, then the
// frame) talks to the frame's real Solana signing (@foyer/embedded/frame) in-process — the postMessage
// channel between them has its own tests — and the transactions land on LiteSVM behind JSON-RPC.
import type { ApprovalRequestInput } from '@foyer/core/adapter'
import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_TOKENS } from '@foyer/devnet'
import type { FrameTransport } from '@foyer/embedded'
import { serveSolanaRequest, solanaKeyFrom } from '@foyer/embedded/frame'
import { createSolanaDevWallet } from '@foyer/test/solana'
import { address, createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { generatePrivateKey } from 'viem/accounts'
import { beforeAll, expect, inject, test } from 'vitest'
import type { SolanaNetwork } from '../networks.js'
import type { SolanaSession } from '../session.js'
import { transferNative, transferToken } from '../transfers.js'
import { verifyMessage } from '../verifyMessage.js'
import { signMessage } from '../walletRequests.js'
import { embeddedSolanaWallet } from './embeddedWallet.js'

const { solana } = inject('devnet')
const local: SolanaNetwork = {
  id: SOLANA_DEVNET.caipReference,
  name: SOLANA_DEVNET.name,
  chain: 'solana:localnet',
  rpcUrl: solana.rpcUrl,
  wsUrl: solana.wsUrl,
  testnet: true,
}
const rpc = createSolanaRpc(solana.rpcUrl)
const cluster = { reference: local.id, name: local.name, rpcUrl: solana.rpcUrl }
const [fusd] = SOLANA_DEVNET_TOKENS
if (!fusd) throw new Error('the devnet has no tokens')
const key = solanaKeyFrom(generatePrivateKey())

/** The embedded wallet as a page would have it, answering through the frame's code; what it was asked. */
function embedded(decision: 'approve' | 'decline' = 'approve') {
  const approvals: ApprovalRequestInput[] = []
  const frameCalls: string[] = []
  // The frame's side as the wallet sees it: a request is prepared, then answered once "approved" (the
  // approval page's decision is the frame's business; here the visitor always approves in it).
  const prepared = new Map<string, { method: string; params: unknown; chainId: string }>()
  const transport = {
    async request(
      type: string,
      payload: { method: string; params: unknown; chainId: string; approvalId: string },
    ) {
      if (type === 'PREPARE_APPROVAL') {
        if (payload.chainId !== `solana:${cluster.reference}`) throw new Error('wrong cluster')
        const approvalId = String(prepared.size).padStart(32, '0')
        prepared.set(approvalId, payload)
        return { approvalId }
      }
      if (type !== 'AWAIT_APPROVAL') throw new Error(`unexpected ${type}`)
      const request = prepared.get(payload.approvalId)
      if (!request) throw new Error('unknown approval')
      frameCalls.push(request.method)
      return { result: await serveSolanaRequest(request, key, cluster) }
    },
    approvalPage: (approvalId: string) => ({
      src: `http://auth.test/frame/approve?approvalId=${approvalId}`,
      origin: 'http://auth.test',
    }),
  } as unknown as FrameTransport
  const wallet = embeddedSolanaWallet({
    transport,
    address: key.address,
    networks: [local],
    name: 'Email',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    requestApproval: async <T>(
      input: ApprovalRequestInput,
      perform: (signal: AbortSignal) => Promise<T>,
    ) => {
      approvals.push(input)
      if (decision === 'decline')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return perform(new AbortController().signal)
    },
  })
  const session: SolanaSession = {
    wallet,
    account: wallet.accounts[0] as SolanaSession['account'],
    network: local,
  }
  return { session, approvals, frameCalls }
}

const balance = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

beforeAll(async () => {
  // The embedded account starts with 2 SOL and, from the first devnet account, 100 fUSD.
  await rpc.requestAirdrop(address(key.address), lamports(2_000_000_000n)).send()
  const funder = await createSolanaDevWallet({
    name: 'Funder',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    privateKeys: [(SOLANA_DEVNET_ACCOUNTS[0] as { privateKey: string }).privateKey],
    chains: [{ chain: 'solana:localnet', rpcUrl: solana.rpcUrl }],
  })
  const connect = funder.wallet.features[
    'standard:connect'
  ] as StandardConnectFeature['standard:connect']
  const { accounts } = await connect.connect()
  await transferToken(
    { wallet: funder.wallet, account: accounts[0] as never, network: local },
    { mint: fusd.mint, to: key.address, amount: 100_000_000n },
  )
})

test('send SOL: the visitor sees the receiver and the amount, the frame signs, the chain has it', async () => {
  const { session, approvals } = embedded()
  const receiver = (await generateKeyPairSigner()).address
  const before = await balance(key.address)
  await transferNative(session, { to: receiver, amount: 5_000_000n })
  expect(approvals).toEqual([
    expect.objectContaining({
      method: 'signAndSendTransaction',
      namespace: 'solana',
      caipNetworkId: `solana:${local.id}`,
      summary: {
        kind: 'transaction',
        to: receiver,
        value: '0.005',
        symbol: 'SOL',
        data: undefined,
      },
    }),
  ])
  expect(await balance(receiver)).toBe(5_000_000n)
  expect(await balance(key.address)).toBeLessThan(before - 5_000_000n)
})

test('send a token to a fresh address: the summary names the owner, its token account is created', async () => {
  const { session, approvals } = embedded()
  const receiver = (await generateKeyPairSigner()).address
  await transferToken(session, { mint: fusd.mint, to: receiver, amount: 2_500_000n })
  const summary = approvals[0]?.summary
  expect(summary).toMatchObject({
    kind: 'transaction',
    to: receiver,
    call: {
      name: 'transferChecked',
      args: expect.arrayContaining([
        { name: 'mint', value: fusd.mint },
        { name: 'amount', value: '2.5' },
      ]),
    },
  })
  const [tokenAccount] = await findAssociatedTokenPda({
    owner: receiver,
    mint: address(fusd.mint),
    tokenProgram: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  })
  const { value } = await rpc.getTokenAccountBalance(tokenAccount).send()
  expect(value.amount).toBe('2500000')
})

test('sign a message: the visitor sees its text; the signature verifies for the embedded account', async () => {
  const { session, approvals } = embedded()
  const signature = await signMessage(session, 'Sign in to Foyer')
  expect(approvals[0]?.summary).toEqual({ kind: 'message', message: 'Sign in to Foyer' })
  expect(
    await verifyMessage({ message: 'Sign in to Foyer', address: key.address, signature }),
  ).toBe(true)
})

test('a declined approval reaches neither the frame nor the chain', async () => {
  const { session, frameCalls } = embedded('decline')
  const receiver = (await generateKeyPairSigner()).address
  await expect(transferNative(session, { to: receiver, amount: 5_000_000n })).rejects.toMatchObject(
    { code: 4001 },
  )
  expect(frameCalls).toEqual([])
  expect(await balance(receiver)).toBe(0n)
})
