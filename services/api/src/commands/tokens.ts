import { type Args, required } from '@foyer/server'
import { listTokens, removeToken, tokenIconUrl, upsertToken } from '../data/registry.js'
import { configuredPublicUrl, openConfiguredDatabase } from './context.js'
import { registryChain, registryToken } from './registryOptions.js'

const USAGE = [
  'usage: tokens list [--chain ID]      (ID: 31337, eip155:31337 or solana:<genesis hash prefix>)',
  '       tokens add --chain ID --address <0x…|mint> --symbol SYM --name NAME --decimals N [--icon URL] [--spam]',
  '       tokens remove --chain ID --address <0x…|mint>',
].join('\n')

function addressOption(args: Args, chain: string): string {
  try {
    return registryToken(chain, required(args, 'address'))
  } catch (error) {
    throw new Error(`--address: ${(error as Error).message}`)
  }
}

/** `tokens list|add|remove`: the token registry the balances and the history use, for any chain. */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'list' && action !== 'add' && action !== 'remove') throw new Error(USAGE)
  const database = await openConfiguredDatabase()
  try {
    if (action === 'list') {
      const chain = args.options.get('chain')?.[0]
      const rows = await listTokens(
        database.db,
        chain === undefined ? undefined : registryChain(chain),
      )
      for (const token of rows)
        console.log(
          `${token.chainId}\t${token.address}\t${token.symbol}\t${token.decimals}\t${token.name}${token.spam ? '\t(spam)' : ''}`,
        )
      if (rows.length === 0) console.log('(no tokens)')
      return
    }
    const chainId = registryChain(required(args, 'chain'))
    const address = addressOption(args, chainId)
    if (action === 'remove') {
      const removed = await removeToken(database.db, chainId, address)
      console.log(
        removed
          ? `removed ${address} on ${chainId}`
          : `${address} on ${chainId}: not in the registry`,
      )
      return
    }
    const decimals = Number(required(args, 'decimals'))
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77)
      throw new Error('--decimals: expected an integer from 0 to 77')
    const symbol = required(args, 'symbol')
    const port = Number(process.env.PORT ?? 4000)
    await upsertToken(database.db, {
      chainId,
      address,
      symbol,
      name: required(args, 'name'),
      decimals,
      iconUrl:
        args.options.get('icon')?.[0] ??
        tokenIconUrl({ publicUrl: configuredPublicUrl(port) }, symbol),
      spam: args.options.get('spam')?.[0] === 'true',
    })
    console.log(`token ${symbol} ${address} on ${chainId}: saved`)
  } finally {
    await database.close()
  }
}
