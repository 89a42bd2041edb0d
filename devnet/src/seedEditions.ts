import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { DEVNET_ACCOUNTS, DEVNET_FUNDED_ACCOUNT_COUNT } from './accounts.js'
import type { CompiledContracts } from './compile.js'
import { DEVNET_EDITIONS_COLLECTION, devnetEditionUri } from './editions.js'
import { rpc } from './rpc.js'
import { sendAsMinter } from './seedNfts.js'

const abi = parseAbi([
  'function setCollection(string name, string symbol, string template)',
  'function setURI(uint256 id, string uri)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function mint(address to, uint256 id, uint256 value)',
  'function mintBatch(address to, uint256[] ids, uint256[] values)',
])

async function balanceOf(rpcUrl: string, account: Hex, id: bigint): Promise<bigint> {
  const data = encodeFunctionData({ abi, functionName: 'balanceOf', args: [account, id] })
  const result = await rpc<Hex>(rpcUrl, 'eth_call', [
    { to: DEVNET_EDITIONS_COLLECTION.address, data },
    'latest',
  ])
  return decodeFunctionResult({ abi, functionName: 'balanceOf', data: result })
}

/**
 * Places the devnet's ERC-1155 'Foyer Keys' at its fixed address, gives each edition its metadata URI and
 * mints each funded dev account its keys: the first edition with `mint` (a TransferSingle), the others with
 * `mintBatch` (a TransferBatch), so the indexer meets both events. Idempotent: an account that holds any of
 * the first edition is left as it is.
 */
export async function seedEditions(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  const contract = contracts.FoyerEditions
  if (!contract) throw new Error('contract FoyerEditions was not compiled')
  const { address, name, symbol, editions } = DEVNET_EDITIONS_COLLECTION
  const call = (data: Hex, what: string) => sendAsMinter(rpcUrl, address, data, what)
  await rpc(rpcUrl, 'anvil_setCode', [address, contract.deployedBytecode])
  await call(
    encodeFunctionData({ abi, functionName: 'setCollection', args: [name, symbol, ''] }),
    'setCollection',
  )
  for (const edition of editions)
    await call(
      encodeFunctionData({
        abi,
        functionName: 'setURI',
        args: [edition.id, devnetEditionUri(edition)],
      }),
      'setURI',
    )
  const [first, ...rest] = editions
  for (const account of DEVNET_ACCOUNTS.slice(0, DEVNET_FUNDED_ACCOUNT_COUNT)) {
    if ((await balanceOf(rpcUrl, account.address, first.id)) > 0n) continue
    await call(
      encodeFunctionData({
        abi,
        functionName: 'mint',
        args: [account.address, first.id, first.amount],
      }),
      'mint',
    )
    await call(
      encodeFunctionData({
        abi,
        functionName: 'mintBatch',
        args: [account.address, rest.map((e) => e.id), rest.map((e) => e.amount)],
      }),
      'mintBatch',
    )
  }
}
