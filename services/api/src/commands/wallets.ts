import type { Args } from '@foyer/server'
import { describeImport, importWalletFile, seedDirectory } from '../wallets/import.js'
import { openConfiguredDatabase } from './context.js'

const USAGE = 'usage: wallets seed [--no-dev-wallets] | wallets import <file.json>'

/**
 * `wallets seed [--no-dev-wallets]`: writes the curated wallet directory (plus the devnet's dev wallets).
 * `wallets import <file.json>`: upserts the valid entries of a WalletConnect explorer listing file.
 * Both bump the directory version, so running services reload within a second.
 */
export async function run(args: Args): Promise<void> {
  const [action, file] = args.positionals
  if (action !== 'seed' && !(action === 'import' && file)) throw new Error(USAGE)
  const database = await openConfiguredDatabase()
  try {
    if (action === 'seed') {
      const devWallets = !args.options.has('no-dev-wallets')
      const { written, version } = await seedDirectory(database, { devWallets })
      console.log(`seeded ${written} wallet(s); directory version ${version}`)
    } else {
      console.log(describeImport(await importWalletFile(database, file as string)))
    }
  } finally {
    await database.close()
  }
}
