import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import { DEVNET_ACCOUNTS, DEVNET_FUNDED_ACCOUNT_COUNT, DEVNET_MINTER } from './accounts.js'
import type { CompiledContracts } from './compile.js'
import {
  DEVNET_NFT_COLLECTION,
  DEVNET_SPAM_NFT_COLLECTION,
  type DevnetNftCollection,
  devnetNftTokenIds,
  devnetNftTokenUri,
} from './nfts.js'
import { RpcResponseError, rpc } from './rpc.js'
import { waitForReceipt } from './seed.js'

const abi = parseAbi([
  'function setCollection(string name, string symbol)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function mint(address to, uint256 tokenId, string uri)',
])

/** Sends a call as the devnet's minter and waits for it to be mined (throws when it reverted). */
export async function sendAsMinter(rpcUrl: string, to: Hex, data: Hex, what: string) {
  // Anvil signs for its default accounts; automine includes the transaction before it answers.
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    { from: DEVNET_MINTER.address, to, data },
  ])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`${what} on ${to} reverted (${hash})`)
}

/** True when `tokenId` of `collection` was minted (ownerOf reverts for a token that does not exist). */
async function minted(rpcUrl: string, collection: DevnetNftCollection, tokenId: bigint) {
  const data = encodeFunctionData({ abi, functionName: 'ownerOf', args: [tokenId] })
  try {
    await rpc(rpcUrl, 'eth_call', [{ to: collection.address, data }, 'latest'])
    return true
  } catch (error) {
    if (error instanceof RpcResponseError) return false
    throw error
  }
}

/**
 * Places the devnet's ERC-721 collections (Foyer Doors and the spam Free Mint Pass) at their fixed addresses
 * and mints each funded dev account its tokens, each with its metadata as a data: URI. Idempotent: a token
 * already minted is left where it is (it may have been sent elsewhere meanwhile).
 */
export async function seedNfts(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  const contract = contracts.FoyerCollectibles
  if (!contract) throw new Error('contract FoyerCollectibles was not compiled')
  for (const collection of [DEVNET_NFT_COLLECTION, DEVNET_SPAM_NFT_COLLECTION]) {
    await rpc(rpcUrl, 'anvil_setCode', [collection.address, contract.deployedBytecode])
    await sendAsMinter(
      rpcUrl,
      collection.address,
      encodeFunctionData({
        abi,
        functionName: 'setCollection',
        args: [collection.name, collection.symbol],
      }),
      'setCollection',
    )
    for (const [index, account] of DEVNET_ACCOUNTS.slice(0, DEVNET_FUNDED_ACCOUNT_COUNT).entries())
      for (const tokenId of devnetNftTokenIds(collection, index)) {
        if (await minted(rpcUrl, collection, tokenId)) continue
        const uri = devnetNftTokenUri(collection, tokenId)
        const data = encodeFunctionData({
          abi,
          functionName: 'mint',
          args: [account.address, tokenId, uri],
        })
        await sendAsMinter(rpcUrl, collection.address, data, 'mint')
      }
  }
}
