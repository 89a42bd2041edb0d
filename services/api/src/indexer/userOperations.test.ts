import {
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  padHex,
  parseAbi,
  parseEther,
  type RpcLog,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  decodeUserOperationValues,
  HANDLE_OPS_SELECTOR,
  USER_OPERATION_EVENT_TOPIC,
  userOperationOutcomes,
} from './userOperations.js'

const SENDER = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'
const TO = '0x00000000000000000000000000000000000000cc'
const HASH = `0x${'11'.repeat(32)}` as Hex

const abi = parseAbi([
  'function handleOps((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)[] ops, address beneficiary)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const op = (sender: Hex, nonce: bigint, callData: Hex) => ({
  sender,
  nonce,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: padHex('0x0', { size: 32 }),
  preVerificationGas: 0n,
  gasFees: padHex('0x0', { size: 32 }),
  paymasterAndData: '0x' as Hex,
  signature: '0x' as Hex,
})
const bundle = (...ops: ReturnType<typeof op>[]) =>
  encodeFunctionData({ abi, functionName: 'handleOps', args: [ops, OTHER] })
const event = (sender: Hex, nonce: bigint, success: boolean, txHash: Hex = HASH) =>
  ({
    topics: [
      USER_OPERATION_EVENT_TOPIC,
      HASH,
      padHex(sender, { size: 32 }),
      padHex('0x0', { size: 32 }),
    ],
    data: encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
      [nonce, success, 1n, 1n],
    ),
    transactionHash: txHash,
    removed: false,
  }) as unknown as RpcLog

describe('smart accounts’ coin transfers in bundles', () => {
  test('execute and executeBatch values of operations that succeeded, in order', () => {
    const input = bundle(
      op(
        SENDER,
        0n,
        encodeFunctionData({ abi, functionName: 'execute', args: [TO, parseEther('0.01'), '0x'] }),
      ),
      op(
        OTHER,
        7n,
        encodeFunctionData({
          abi,
          functionName: 'executeBatch',
          args: [
            [TO, SENDER, TO],
            [1n, 0n, 2n],
            ['0x', '0x', '0x'],
          ],
        }),
      ),
    )
    expect(input.startsWith(HANDLE_OPS_SELECTOR)).toBe(true)
    const outcomes = userOperationOutcomes([event(SENDER, 0n, true), event(OTHER, 7n, true)])
    expect(decodeUserOperationValues({ hash: HASH, input }, outcomes)).toEqual([
      { sender: SENDER.toLowerCase(), to: TO.toLowerCase(), amount: parseEther('0.01'), index: 0 },
      { sender: OTHER.toLowerCase(), to: TO.toLowerCase(), amount: 1n, index: 1 },
      { sender: OTHER.toLowerCase(), to: TO.toLowerCase(), amount: 2n, index: 2 },
    ])
  })

  test('an operation that reverted, or has no event in this transaction, moved nothing', () => {
    const call = encodeFunctionData({ abi, functionName: 'execute', args: [TO, 5n, '0x'] })
    const input = bundle(op(SENDER, 1n, call))
    expect(
      decodeUserOperationValues(
        { hash: HASH, input },
        userOperationOutcomes([event(SENDER, 1n, false)]),
      ),
    ).toEqual([])
    const elsewhere = userOperationOutcomes([event(SENDER, 1n, true, `0x${'22'.repeat(32)}`)])
    expect(decodeUserOperationValues({ hash: HASH, input }, elsewhere)).toEqual([])
  })

  test('other transactions and unknown account calls give nothing, never throw', () => {
    const outcomes = userOperationOutcomes([event(SENDER, 0n, true)])
    expect(decodeUserOperationValues({ hash: HASH, input: '0x' }, outcomes)).toEqual([])
    expect(
      decodeUserOperationValues({ hash: HASH, input: `${HANDLE_OPS_SELECTOR}deadbeef` }, outcomes),
    ).toEqual([])
    expect(
      decodeUserOperationValues(
        { hash: HASH, input: bundle(op(SENDER, 0n, '0x12345678')) },
        outcomes,
      ),
    ).toEqual([])
    expect(
      userOperationOutcomes([{ ...event(SENDER, 0n, true), data: '0x01' } as RpcLog]).size,
    ).toBe(0)
  })
})
