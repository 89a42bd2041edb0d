import { isEvmAddress } from '@foyer/core'
import { type Args, required } from '@foyer/server'
import { listPrices, NATIVE, setPrice } from '../data/registry.js'
import { openConfiguredDatabase } from './context.js'

const USAGE = [
  'usage: prices set --chain ID --token <0x…|native> --currency usd --price 1.0',
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
      const rows = await listPrices(database.db, chain === undefined ? undefined : Number(chain))
      for (const row of rows)
        console.log(`${row.chainId}\t${row.address}\t${row.currency}\t${row.price}`)
      if (rows.length === 0) console.log('(no prices)')
      return
    }
    const chain = required(args, 'chain')
    if (!/^\d{1,15}$/.test(chain))
      throw new Error(`--chain: expected a numeric chain id, got ${chain}`)
    const token = required(args, 'token').toLowerCase()
    if (token !== NATIVE && !isEvmAddress(token))
      throw new Error(`--token: expected an address or 'native', got ${token}`)
    const currency = (args.options.get('currency')?.[0] ?? 'usd').toLowerCase()
    if (!/^[a-z]{3,8}$/.test(currency)) throw new Error(`--currency: expected a code like usd`)
    const price = Number(required(args, 'price'))
    if (!Number.isFinite(price) || price < 0) throw new Error('--price: expected a number ≥ 0')
    const address = token === NATIVE ? NATIVE : `0x${token.replace(/^0x/, '')}`
    await setPrice(database.db, { chainId: Number(chain), address, currency, price })
    console.log(`price of ${address} on ${chain}: ${price} ${currency}`)
  } finally {
    await database.close()
  }
}
