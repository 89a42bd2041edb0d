import type { AdapterBalance } from '@foyer/core/adapter'
import { estimateFeesPerGas, estimateGas } from '@wagmi/core'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { EvmAdapterState } from '../adapterState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'
import { readNativeBalance, verifyMessageSignature } from '../rpc.js'
import { transferAbiFor } from '../tether.js'
import { chainFor, clientFor } from './chainClient.js'

// What the adapter reads from a chain: a balance, a signature's validity, a fee, a receipt.

export async function getBalance(
  state: EvmAdapterState,
  { address, network }: EvmParameters<'getBalance'>,
): Promise<AdapterBalance> {
  const chainId = Number(network.id)
  const value = await readNativeBalance(clientFor(state, chainId), address as Address)
  const { decimals, symbol } = chainFor(state, chainId).nativeCurrency
  return { value, decimals, symbol }
}

export function verifyMessage(
  state: EvmAdapterState,
  { message, address, signature, network }: EvmParameters<'verifyMessage'>,
): Promise<boolean> {
  return verifyMessageSignature(clientFor(state, Number(network.id)), {
    message,
    address: address as Address,
    signature: signature as Hex,
  })
}

export async function estimateTransferFee(
  { wagmiConfig }: EvmAdapterState,
  { from, to, amount, token, network }: EvmParameters<'estimateTransferFee'>,
): Promise<bigint> {
  const chainId = Number(network.id)
  const call = token
    ? {
        to: token as Address,
        data: encodeFunctionData({
          abi: transferAbiFor(token),
          functionName: 'transfer',
          args: [to as Address, amount],
        }),
      }
    : { to: to as Address, value: amount, data: '0x' as const }
  const [gas, fees] = await Promise.all([
    estimateGas(wagmiConfig, { ...call, account: from as Address, chainId }),
    estimateFeesPerGas(wagmiConfig, { chainId }),
  ])
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}

export async function waitForTransaction(
  state: EvmAdapterState,
  { hash, network }: EvmParameters<'waitForTransaction'>,
) {
  const receipt = await waitForTransactionReceipt(clientFor(state, Number(network.id)), {
    hash: hash as Hex,
  })
  return receipt.status
}
