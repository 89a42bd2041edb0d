import type { Namespace } from '@foyer/core'

/** The attributes of AppKit's elements, for TypeScript's JSX (AppKit declares the same). */
export type AppKitElementAttributes = {
  'appkit-button': {
    label?: string
    balance?: 'show' | 'hide'
    size?: 'md' | 'sm'
    loadingLabel?: string
    disabled?: boolean
    namespace?: Namespace
  }
  'appkit-account-button': { balance?: 'show' | 'hide'; disabled?: boolean }
  'appkit-network-button': { disabled?: boolean }
}

type ElementProps<T> = T & { class?: string; className?: string; id?: string }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': ElementProps<AppKitElementAttributes['appkit-button']>
      'appkit-account-button': ElementProps<AppKitElementAttributes['appkit-account-button']>
      'appkit-network-button': ElementProps<AppKitElementAttributes['appkit-network-button']>
    }
  }
}
