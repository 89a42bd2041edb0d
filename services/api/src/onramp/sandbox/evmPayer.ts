import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToNumber,
  http,
  parseAbi,
  TransactionReceiptNotFoundError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ServiceChain } from '../../config.js'
import type { Payer } from './payer.js'

const erc20 = parseAbi(['function transfer(address to, uint256 value)'])

/**
 * Pays out of the treasury on one EVM chain: an ERC-20 `transfer` (sent as plain calldata, so tokens whose
 * transfer returns nothing, like Tether, work too) or the chain's coin. Sends are one at a time per chain,
 * so that two payments never take the same nonce.
 */
export function evmPayer(privateKey: Hex, chain: ServiceChain): Payer {
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { timeout: 10_000, retryCount: 1 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: viemChain,
    transport,
  })
  const reader = createPublicClient({ chain: viemChain, transport })
  let queue: Promise<unknown> = Promise.resolve()
  return {
    async servedNetwork() {
      return `eip155:${hexToNumber(await reader.request({ method: 'eth_chainId' }))}`
    },
    send({ asset, to, units }) {
      const receiver = getAddress(to)
      const sent = queue.then(() =>
        wallet.sendTransaction(
          asset
            ? {
                to: getAddress(asset),
                data: encodeFunctionData({
                  abi: erc20,
                  functionName: 'transfer',
                  args: [receiver, units],
                }),
              }
            : { to: receiver, value: units },
        ),
      )
      queue = sent.catch(() => undefined)
      return sent
    },
    async outcome(hash) {
      try {
        const receipt = await reader.getTransactionReceipt({ hash: hash as Hex })
        return receipt.status === 'success' ? 'success' : 'reverted'
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return undefined
        throw error
      }
    },
  }
}
