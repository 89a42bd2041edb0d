import type { CustomWallet } from '@foyer/core'
import { unsupportedOption } from '../errors.js'
import { REFUSED_CUSTOM_WALLET_FIELDS } from './refused.js'
import type { AppKitCustomWallet } from './types.js'

/** AppKit's snake_case fields and Foyer's names for them. */
const FIELDS: Record<string, keyof CustomWallet> = {
  id: 'id',
  name: 'name',
  homepage: 'homepage',
  image_url: 'imageUrl',
  mobile_link: 'mobileLink',
  desktop_link: 'desktopLink',
  webapp_link: 'webappLink',
}

/** AppKit's custom wallets as Foyer's; fields Foyer has no place for are problems, unknown ones too. */
export function toFoyerCustomWallets(wallets: readonly AppKitCustomWallet[]): {
  customWallets: CustomWallet[]
  problems: string[]
} {
  const problems: string[] = []
  const customWallets = wallets.map((wallet, index) => {
    const converted: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(wallet ?? {})) {
      if (value === undefined) continue
      const path = `customWallets[${index}].${key}`
      const refused = REFUSED_CUSTOM_WALLET_FIELDS[key]
      const field = FIELDS[key]
      if (refused) problems.push(unsupportedOption(path, refused.why))
      else if (field) converted[field] = value
      else problems.push(`the option "${path}" is not a field of AppKit's custom wallets`)
    }
    return converted as CustomWallet
  })
  return { customWallets, problems }
}
