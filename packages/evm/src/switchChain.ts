import { type CaipNetwork, ChainNotSupportedError } from '@foyer/core'
import { walletErrorCode } from '@foyer/core/adapter'
import { type EIP1193Provider, numberToHex } from 'viem'
import { asksToAddChain } from './asksToAddChain.js'

/**
 * Switches an EIP-1193 wallet to `network` (SPEC §4): wallet_switchEthereumChain, and when the wallet does
 * not know the chain (4902, 5000 or 32603: asksToAddChain), wallet_addEthereumChain with chainId, rpcUrls, chainName, nativeCurrency and
 * blockExplorerUrls. A failed add becomes 'Chain is not supported' (its cause keeps the wallet's code).
 * Done here rather than through wagmi's switchChain, which reports every failed add as a user rejection.
 */
export async function switchEthereumChain(
  provider: EIP1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!asksToAddChain(error)) throw error
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: [...network.rpcUrls.default.http],
            blockExplorerUrls: network.blockExplorers
              ? [network.blockExplorers.default.url]
              : undefined,
          },
        ],
      })
    } catch (addError) {
      throw new ChainNotSupportedError({ cause: addError, code: walletErrorCode(addError) })
    }
    // MetaMask switches on add; a wallet that only adds is asked once more to switch.
    const current = await provider.request({ method: 'eth_chainId' })
    if (Number(current) !== Number(network.id))
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}
