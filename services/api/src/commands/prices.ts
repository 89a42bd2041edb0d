import { type Args, required } from '@foyer/server'
import { listPrices, setPrice } from '../data/registry.js'
import { openConfiguredDatabase } from './context.js'
import { registryChain, registryToken } from './registryOptions.js'

const USAGE = [
  'usage: prices set --chain ID --token <0x…|mint|native> --currency usd --price 1.0',
  '       prices list [--chain ID]',
].join('\n')

/** `prices set|list`: the prices the balances and fungible prices answer with (until price feeds come). */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'set' && action !== 'list') throw new Error(USAGE)
  const database = await openConfiguredDatabase()
  try {
    if (action === 'list') {
      const chain = args.options.get('chain')?.[0]
      const rows = await listPrices(
        database.db,
        chain === undefined ? undefined : registryChain(chain),
      )
      for (const row of rows)
        console.log(`${row.chainId}\t${row.address}\t${row.currency}\t${row.price}`)
      if (rows.length === 0) console.log('(no prices)')
      return
    }
    const chain = registryChain(required(args, 'chain'))
    let address: string
    try {
      address = registryToken(chain, required(args, 'token'), true)
    } catch (error) {
      throw new Error(`--token: ${(error as Error).message}`)
    }
    const currency = (args.options.get('currency')?.[0] ?? 'usd').toLowerCase()
    if (!/^[a-z]{3,8}$/.test(currency)) throw new Error(`--currency: expected a code like usd`)
    const price = Number(required(args, 'price'))
    if (!Number.isFinite(price) || price < 0) throw new Error('--price: expected a number ≥ 0')
    await setPrice(database.db, { chainId: chain, address, currency, price })
    console.log(`price of ${address} on ${chain}: ${price} ${currency}`)
  } finally {
    await database.close()
  }
}
