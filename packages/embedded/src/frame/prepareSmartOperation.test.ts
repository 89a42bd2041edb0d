import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import type { BatchCall } from '../protocol/sendCalls.js'
import type { FrameChain } from './config.js'
import { prepareEvmRequest } from './prepareEvm.js'
import type { PreparedOperation, SmartAccounts } from './smartAccounts.js'

// A smart account's request is built into its user operation when the frame prepares it for the approval page
// (issue 36): the page shows that operation's gas, and what approval sends is that operation, signed as it
// was shown — nothing is estimated again after the visitor's click. The smart accounts are a stand-in for the
// bundler-facing code; nothing here reaches a chain.
const owner = privateKeyToAccount(generatePrivateKey())
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAYMASTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const OP_HASH = `0x${'ab'.repeat(32)}` as const
const TX_HASH = `0x${'cd'.repeat(32)}` as const

const chain: FrameChain = {
  id: 10,
  name: 'Nowhere',
  rpcUrl: 'http://127.0.0.1:9/',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  smartAccount: {
    factory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    bundlerUrl: 'http://127.0.0.1:9/bundler',
  },
}

const operation = (sponsored: boolean) =>
  ({
    sender: SMART,
    nonce: 7n,
    callData: '0x1234',
    callGasLimit: 80_000n,
    verificationGasLimit: 120_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 2_500_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    signature: '0x',
    ...(sponsored
      ? {
          paymaster: PAYMASTER,
          paymasterData: '0xfeed',
          paymasterVerificationGasLimit: 75_000n,
          paymasterPostOpGasLimit: 0n,
        }
      : {}),
  }) as PreparedOperation

function smartAccount(prepared: PreparedOperation) {
  const accounts = {
    prepare: vi.fn(async (_chain: FrameChain, _calls: readonly BatchCall[]) => ({ ...prepared })),
    sendPrepared: vi.fn(async (_chain: FrameChain, _op: PreparedOperation) => OP_HASH),
    send: vi.fn(),
    waitFor: vi.fn(async () => ({ success: true, receipt: { transactionHash: TX_HASH } })),
  }
  return {
    accounts,
    smart: { address: SMART, accounts: accounts as unknown as SmartAccounts } as const,
  }
}

const prepare = (method: string, params: unknown, smart: ReturnType<typeof smartAccount>) =>
  prepareEvmRequest(
    { method, params },
    owner,
    chain,
    smart.smart,
    { projectId: 'p' },
    'https://app.example',
  )

describe('a smart account’s user operation, prepared for the approval page', () => {
  test('the page shows the operation’s nonce, gas limits, fee caps, the sponsor and the largest fee', async () => {
    const smart = smartAccount(operation(true))
    const prepared = await prepare('eth_sendTransaction', [{ to: TO, value: '0x10' }], smart)
    expect(smart.accounts.prepare).toHaveBeenCalledWith(chain, [
      { to: TO, data: undefined, value: 16n },
    ])
    expect(prepared.view.details).toEqual([
      { name: 'smartAccount', value: SMART },
      { name: 'nonce', value: '7' },
      { name: 'callGasLimit', value: '80000' },
      { name: 'verificationGasLimit', value: '120000' },
      { name: 'preVerificationGas', value: '50000' },
      { name: 'paymasterGasLimit', value: '75000' },
      { name: 'maxFeePerGas', value: '2.5' },
      { name: 'maxPriorityFeePerGas', value: '1' },
      { name: 'gasPaidBy', value: 'paymaster', symbol: 'ETH' },
      // (80,000 + 120,000 + 50,000 + 75,000) gas × 2.5 gwei
      { name: 'maxNetworkFee', value: '0.0008125', symbol: 'ETH' },
    ])
    expect(smart.accounts.sendPrepared).not.toHaveBeenCalled()
  })

  test('without a paymaster the account pays, and no paymaster gas is counted', async () => {
    const smart = smartAccount(operation(false))
    const prepared = await prepare(
      'wallet_sendCalls',
      [{ calls: [{ to: TO, value: '0x1' }] }],
      smart,
    )
    expect(prepared.view.details).toContainEqual({
      name: 'gasPaidBy',
      value: 'account',
      symbol: 'ETH',
    })
    expect(prepared.view.details).toContainEqual({
      name: 'maxNetworkFee',
      value: '0.000625',
      symbol: 'ETH',
    })
    expect(prepared.view.details.map((detail) => detail.name)).not.toContain('paymasterGasLimit')
  })

  test('an ERC-4337 nonce reads as a wallet shows it: the sequence, and the key it counts under', async () => {
    // viem keys each operation's nonce by the time (its nonce key manager): the uint256 the EntryPoint gets is
    // key << 64 | sequence, a 32-digit number that told the visitor nothing (issue 40's screenshot review).
    const key = 1_764_310_000_000n
    const smart = smartAccount({ ...operation(true), nonce: (key << 64n) | 7n })
    const prepared = await prepare('eth_sendTransaction', [{ to: TO, value: '0x10' }], smart)
    expect(prepared.view.details.slice(0, 3)).toEqual([
      { name: 'smartAccount', value: SMART },
      { name: 'nonce', value: '7' },
      { name: 'nonceKey', value: `0x${key.toString(16)}` },
    ])
    expect(JSON.stringify(prepared.view.details)).not.toContain(((key << 64n) | 7n).toString())
  })

  test('approval signs and sends exactly the operation shown, estimated once', async () => {
    const smart = smartAccount(operation(true))
    const prepared = await prepare('eth_sendTransaction', [{ to: TO, value: '0x10' }], smart)
    const shown = await smart.accounts.prepare.mock.results[0]?.value
    await expect(prepared.run()).resolves.toBe(TX_HASH)
    expect(smart.accounts.prepare).toHaveBeenCalledTimes(1)
    expect(smart.accounts.sendPrepared).toHaveBeenCalledTimes(1)
    expect(smart.accounts.sendPrepared.mock.calls[0]?.[1]).toBe(shown)
    expect(smart.accounts.send).not.toHaveBeenCalled()
    expect(smart.accounts.waitFor).toHaveBeenCalledWith(chain, OP_HASH)
  })

  test('wallet_sendCalls answers the sent operation’s id without waiting for it', async () => {
    const smart = smartAccount(operation(true))
    const prepared = await prepare('wallet_sendCalls', [{ calls: [{ to: TO }] }], smart)
    await expect(prepared.run()).resolves.toEqual({ id: OP_HASH })
    expect(smart.accounts.waitFor).not.toHaveBeenCalled()
  })

  test('a request that cannot become an operation is refused before anything is built', async () => {
    const smart = smartAccount(operation(true))
    await expect(prepare('wallet_sendCalls', [{ calls: [] }], smart)).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      prepare('eth_sendTransaction', [{ from: owner.address, to: TO }], smart),
    ).rejects.toMatchObject({ code: -32602 })
    expect(smart.accounts.prepare).not.toHaveBeenCalled()
  })

  test('a message is signed by the account as given: no operation, the account named', async () => {
    const smart = smartAccount(operation(true))
    const prepared = await prepare('personal_sign', ['0x68690a', SMART], smart)
    expect(prepared.view.details).toEqual([{ name: 'smartAccount', value: SMART }])
    expect(smart.accounts.prepare).not.toHaveBeenCalled()
  })
})
