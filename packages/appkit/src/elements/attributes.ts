/** AppKit's web components that Foyer defines. */
export const ELEMENT_TAGS = [
  'appkit-button',
  'appkit-account-button',
  'appkit-network-button',
] as const
export type AppKitElementTag = (typeof ELEMENT_TAGS)[number]

/**
 * How Foyer treats one of AppKit's documented attributes: `honoured` ones change the button (for the
 * values listed, when listed); the others are said once, naming why (elements/warnOnce.ts).
 */
export type AttributeRule =
  | { honoured: true; values?: readonly string[] }
  | { honoured: false; why: string; accepts?: readonly string[] }

const BALANCE: AttributeRule = { honoured: true, values: ['show', 'hide'] }
const DISABLED: AttributeRule = {
  honoured: false,
  why: "Foyer's buttons cannot be disabled; leave the element out of the page instead",
}

/** The attributes AppKit documents for each element, and what Foyer does with them. */
export const ATTRIBUTES: Record<AppKitElementTag, Record<string, AttributeRule>> = {
  'appkit-button': {
    label: { honoured: true },
    balance: BALANCE,
    size: {
      honoured: false,
      why: "Foyer's buttons have one size (AppKit's md); style .foyer-button to change it",
      accepts: ['md'],
    },
    loadingLabel: {
      honoured: false,
      why: "Foyer's connect button shows no loading label; the modal shows the connection's progress",
    },
    disabled: DISABLED,
    namespace: {
      honoured: false,
      why: "Foyer's connect button follows the active chain family; useAppKit().open({ namespace }) opens the modal for one",
    },
  },
  'appkit-account-button': { balance: BALANCE, disabled: DISABLED },
  'appkit-network-button': { disabled: DISABLED },
}
