import { createFoyer } from '@foyer/core'
import { defineElements } from '../elements/defineElements.js'
import { toFoyerOptions } from '../options/toFoyerOptions.js'
import type { AppKitOptions } from '../options/types.js'
import { type AppKit, createAppKitApi } from './appKit.js'
import { startModalHost } from './modalHost.js'
import { registerAppKit, unregisterAppKit } from './registry.js'

/**
 * AppKit's `createAppKit` on Foyer: maps the options (throwing, with the reason, for any Foyer does not
 * support), creates the Foyer instance and registers it for AppKit's hooks and elements. In a browser it
 * also defines `<appkit-button>`, `<appkit-account-button>` and `<appkit-network-button>` and readies the
 * modal, which loads on first open. Call it once, at module level, as AppKit documents.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const foyer = createFoyer(toFoyerOptions(options))
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const stopModalHost = inBrowser ? startModalHost(foyer) : () => {}
  const appKit: AppKit = createAppKitApi(foyer, () => {
    stopModalHost()
    unregisterAppKit(appKit)
  })
  registerAppKit(appKit)
  if (inBrowser) defineElements()
  return appKit
}
