import { AppKitCompatError } from '../errors.js'
import type { AppKit } from './appKit.js'

// AppKit's hooks and web components work without a React provider: they read the instance the page's
// createAppKit made. This is that one module-level slot (the last createAppKit wins, as in AppKit). Foyer's
// own packages keep no such state; this package exists to offer AppKit's API.
let current: AppKit | undefined

/** Makes `appKit` the instance AppKit's hooks and elements use. */
export function registerAppKit(appKit: AppKit): void {
  current = appKit
}

/** Forgets `appKit` if it is the registered one (its destroy()). */
export function unregisterAppKit(appKit: AppKit): void {
  if (current === appKit) current = undefined
}

/** The instance of the page's createAppKit; throws when there is none yet. */
export function registeredAppKit(): AppKit {
  if (!current)
    throw new AppKitCompatError([
      'no AppKit instance: call createAppKit(…) first (at module level, outside React components, as AppKit documents)',
    ])
  return current
}
