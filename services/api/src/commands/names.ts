import { isEvmAddress } from '@foyer/core'
import { type Args, required } from '@foyer/server'
import { setName } from '../data/names.js'
import { openConfiguredDatabase } from './context.js'

/**
 * `names set --address 0x… --name NAME [--avatar URL]`: gives an address a name for the dev stack
 * (name registration proper comes with the names feature). Running services see it within 5 minutes
 * (the identity cache).
 */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'set') throw new Error('usage: names set --address 0x… --name NAME [--avatar URL]')
  const address = required(args, 'address')
  if (!isEvmAddress(address)) throw new Error(`--address: not an EVM address: ${address}`)
  const name = required(args, 'name')
  const avatar = args.options.get('avatar')?.[0] ?? null
  const database = await openConfiguredDatabase()
  try {
    await setName(database.db, {
      address: `0x${address.replace(/^0x/, '').toLowerCase()}`,
      name,
      avatar,
    })
    console.log(`${address}: ${name}${avatar ? ` (${avatar})` : ''}`)
  } finally {
    await database.close()
  }
}
