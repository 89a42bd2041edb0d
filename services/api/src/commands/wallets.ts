import type { Args } from '@foyer/server'
import { describeImport, importWalletFile, seedDirectory } from '../wallets/import.js'
import { openConfiguredDatabase } from './context.js'

const USAGE = [
  'usage: wallets seed [--no-dev-wallets]',
  '       wallets import <file.json> [--no-logos] [--replace-logos] [--image-url <url with {image_id}>]',
].join('\n')

/**
 * `wallets seed [--no-dev-wallets]`: writes the curated wallet directory (plus the devnet's dev wallets).
 * `wallets import <file.json>`: upserts the valid entries of a WalletConnect explorer listing file and
 * fetches their logos (`image_url`, or `--image-url` for listings with only an `image_id`) into the image
 * store, keeping logos already stored unless `--replace-logos`; `--no-logos` leaves them out.
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
      const template = args.options.get('image-url')?.at(-1)
      if (template !== undefined && !/^https?:\/\/[^{}]*[^{}]*\{image_id\}/.test(template))
        throw new Error(`--image-url: expected an http(s) URL with {image_id} in it\n${USAGE}`)
      const logos = args.options.has('no-logos')
        ? false
        : { imageUrlTemplate: template, replace: args.options.has('replace-logos') }
      console.log(describeImport(await importWalletFile(database, file as string, { logos })))
    }
  } finally {
    await database.close()
  }
}
