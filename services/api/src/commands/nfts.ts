import { type Args, required } from '@foyer/server'
import { setNftCollectionSpam } from '../data/nftSpam.js'
import { openConfiguredDatabase } from './context.js'
import { registryChain, registryToken } from './registryOptions.js'

const USAGE = [
  'usage: nfts spam --chain ID --contract 0x…        (ID: 31337 or eip155:31337) hides the collection',
  '       nfts spam --chain ID --contract 0x… --clear   shows it again',
].join('\n')

/** `nfts spam`: flags an ERC-721 collection as spam, so that its tokens leave every NFT answer. */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'spam') throw new Error(USAGE)
  const chain = registryChain(required(args, 'chain'))
  if (!chain.startsWith('eip155:')) throw new Error('--chain: NFTs are indexed on EVM chains only')
  let contract: string
  try {
    contract = registryToken(chain, required(args, 'contract'))
  } catch (error) {
    throw new Error(`--contract: ${(error as Error).message}`)
  }
  const spam = args.options.get('clear')?.[0] !== 'true'
  const database = await openConfiguredDatabase()
  try {
    // The name and symbol are the indexer's to read; a collection it has not met yet starts without them.
    await setNftCollectionSpam(database.db, {
      chainId: Number(chain.slice('eip155:'.length)),
      contract,
      name: '',
      symbol: '',
      spam,
    })
    console.log(`${contract} on ${chain}: ${spam ? 'flagged as spam' : 'spam flag cleared'}`)
  } finally {
    await database.close()
  }
}
