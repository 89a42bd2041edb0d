import { NotConnectedError } from '@foyer/core'
import {
  getConnection,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  writeContract,
} from '@wagmi/core'
import type { Address, Hex } from 'viem'
import type { EvmAdapterState } from '../adapterState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'
import { simulateTransfer } from '../rpc.js'
import { transferAbiFor } from '../tether.js'
import { clientFor } from './chainClient.js'

// What the adapter asks the connected wallet to sign: a message, a transfer, a transaction.

export function signMessage(
  { wagmiConfig }: EvmAdapterState,
  { message, address }: EvmParameters<'signMessage'>,
): Promise<string> {
  return wagmiSignMessage(wagmiConfig, { message, account: address as `0x${string}` })
}

export function transferNative(
  { wagmiConfig }: EvmAdapterState,
  { to, amount, network }: EvmParameters<'transferNative'>,
): Promise<string> {
  // A native transfer is value with empty data (SPEC §4).
  return wagmiSendTransaction(wagmiConfig, {
    to: to as Address,
    value: amount,
    data: '0x',
    chainId: Number(network.id),
  })
}

export async function transferToken(
  state: EvmAdapterState,
  { token, to, amount, network }: EvmParameters<'transferToken'>,
): Promise<string> {
  const chainId = Number(network.id)
  const abi = transferAbiFor(token)
  const from = getConnection(state.wagmiConfig).address
  if (!from) throw new NotConnectedError()
  // Simulated first, so a transfer that would revert fails before the wallet asks the visitor to sign;
  // the ABI must then match what the token returns (Tether's transfer returns nothing).
  await simulateTransfer(clientFor(state, chainId), {
    token: token as Address,
    abi,
    from,
    to: to as Address,
    amount,
  })
  return writeContract(state.wagmiConfig, {
    address: token as Address,
    abi,
    functionName: 'transfer',
    args: [to as Address, amount],
    chainId,
    account: from,
  })
}

export function sendTransaction(
  { wagmiConfig }: EvmAdapterState,
  { to, data, value, gas, network }: EvmParameters<'sendTransaction'>,
): Promise<string> {
  return wagmiSendTransaction(wagmiConfig, {
    to: to as Address,
    data: data as Hex,
    value,
    gas,
    chainId: Number(network.id),
  })
}
