// The Options table: every `createFoyer` option with its type (read from FoyerOptions in
// core/src/options/types.ts), its default (read from the code that applies it) and what it does (its JSDoc,
// or the note below). TypeScript checks that OPTION_NOTES names every option and nothing else.

import { DEFAULT_RELAY_URL } from '../../packages/core/src/constants.js'
import type { FoyerOptions } from '../../packages/core/src/exports/index.js'
import { FEATURE_DEFAULTS, optionDefaults } from '../../packages/core/src/options/defaults.js'
import { optionsCheck } from '../../packages/core/src/options/schema.js'
import type { Features, ThemeVariables } from '../../packages/core/src/options/types.js'
import { code, GENERATED, prose, table } from './markdown.js'
import { jsDocBefore, type Node, parseFile, textOf } from './parse.js'

const TYPES_FILE = 'packages/core/src/options/types.ts'

type Note = {
  /** What the option does; its JSDoc in types.ts when left out. */
  does?: string
  /** The default, in words, for an option whose default the code does not hold as a value. */
  default?: string
}

/** One line per option. A new option fails the type check here until it gets its line. */
export const OPTION_NOTES: { [K in keyof FoyerOptions]-?: Note } = {
  adapters: {
    does: 'The chain adapters: `createEvmAdapter({ networks })` from `@foyer/evm`, `createSolanaAdapter({ networks })` from `@foyer/solana`. Their networks are the networks the modal offers; the first is the default network. An empty list is valid (the wallet list only).',
    default: 'required',
  },
  projectId: {
    does: 'Your project in Foyer’s services (`services/api projects create --id …`). The data service, e-mail and social login, WalletConnect and sign-in need it.',
    default: 'none',
  },
  apiUrl: { default: 'none: balances from the chain, no directory, no swaps, onramp or history' },
  authUrl: { default: 'none: no e-mail, social or Farcaster login' },
  relayUrl: {},
  metadata: { default: 'the page’s title, description, origin and icon' },
  termsConditionsUrl: { default: 'none' },
  privacyPolicyUrl: {
    does: 'The host’s privacy policy, linked beside the terms (see `termsConditionsUrl`).',
    default: 'none',
  },
  defaultNetwork: { default: 'the first adapter’s first network' },
  features: {
    does: 'Feature switches, each optional: see Features below.',
    default: 'see below',
  },
  themeMode: {
    does: '`light`, `dark`, or `system` (follows the visitor’s `prefers-color-scheme`). Changed later with `setThemeMode` / `useFoyerTheme`.',
  },
  themeVariables: {
    does: 'CSS custom properties for the modal and the buttons: see Theme variables below.',
  },
  allowUnsupportedChain: {
    does: 'When the wallet moves to a network the host did not configure, stay connected without opening the “Switch Network” view.',
  },
  enableNetworkSwitch: {
    does: "Lets the visitor switch networks (the network button, the Networks view) and opens “Switch Network” when the wallet is on an unsupported network. With `false` the network button and the Account view show the network without offering a switch, `open({ view: 'Networks' })` and `open({ view: 'UnsupportedChain' })` are refused with a development notice, and `switchNetwork()` to any other network rejects with `NetworkSwitchDisabledError` (code `NETWORK_SWITCH_DISABLED`); a switch the visitor makes in the wallet is still followed.",
  },
  disableAppend: {
    does: 'Do not append `<foyer-modal>` to `document.body`: render `<FoyerModal />` where the modal should live.',
  },
  enableEmbedded: {
    does: 'Show the modal inline (always open, no dialog) where `<FoyerModal />` is rendered, instead of as a dialog.',
  },
  featuredWalletIds: {
    does: 'Wallet directory ids shown first in the Connect view, in this order (needs `apiUrl`).',
  },
  includeWalletIds: {
    does: 'Only these wallet directory ids are listed in All Wallets (needs `apiUrl`).',
  },
  excludeWalletIds: {
    does: 'These wallet directory ids are never listed (needs `apiUrl`).',
  },
  customWallets: {
    does: 'Wallets of your own, listed as links: `{ id, name, homepage?, imageUrl?, mobileLink?, desktopLink?, webappLink? }`.',
  },
  siweConfig: { default: 'none' },
  siwx: { default: 'none: no sign-in after connect' },
  debug: {
    does: 'Turns on the support log (`foyer.getLogs()`), and prints Foyer’s notices and shows errors’ details in the modal in production builds too.',
  },
  locale: { default: 'the browser’s languages' },
  storage: { default: '`localStorage` in a browser, nothing on a server' },
}

/** One line per feature switch. */
export const FEATURE_NOTES: { [K in keyof Features]-?: string } = {
  swaps: 'Swap in the Account view (EVM networks the data service can swap on; needs `apiUrl`).',
  onramp:
    'Buy crypto with a card or bank transfer through the data service’s providers (needs `apiUrl`).',
  receive: 'The Receive view: the address as text and QR code, with the networks it works on.',
  send: 'The Send view: native coins and tokens, with name resolution and fee estimate.',
  email:
    'E-mail login into the embedded wallet (needs `authUrl` and `projectId`; the adapter opens the auth service’s frame).',
  history:
    'The Activity tab: the account’s transactions from the data service’s indexer (needs `apiUrl`).',
  analytics:
    'Send the modal’s events to the data service (`POST /e`) while the project’s analytics setting is on; off sends nothing.',
  allWallets: 'The “All Wallets” entry: the wallet directory with search (needs `apiUrl`).',
  legalCheckbox:
    'The Connect view asks the visitor to agree to `termsConditionsUrl` / `privacyPolicyUrl` before any connect method works.',
  smartSessions:
    'Smart sessions (ERC-7715 permissions) for the embedded wallet’s smart account: `grantPermissions`, the Permissions view.',
  collapseWallets:
    'The wallet method shows one “Continue with a wallet” row that opens the wallet list in place.',
  pay: '`pay()`: a payment from the connected wallet or through the onramp, in the Pay view.',
  socials:
    'The social providers offered (`google`, `x`, `discord`, `farcaster`, `github`, `apple`, `facebook`), in this order; `false` or `[]` offers none. Needs `authUrl` and `projectId`.',
  connectMethodsOrder:
    'The order of the Connect view’s sections: `email`, `social`, `wallet`. Unset: wallets first when a browser wallet is installed, else e-mail, social, wallets.',
}

/** One line per theme variable. */
export const THEME_VARIABLE_NOTES: { [K in keyof ThemeVariables]-?: string } = {
  '--foyer-accent': 'The accent colour (buttons, links, focus rings), any CSS colour.',
  '--foyer-color-mix': 'A colour mixed into the modal’s surfaces.',
  '--foyer-color-mix-strength': 'How much of `--foyer-color-mix`, 0 to 100 (percent).',
  '--foyer-font-family': 'The modal’s font stack.',
  '--foyer-font-size-master': 'The base font size every text size scales from (a CSS length).',
  '--foyer-border-radius-master': 'The base radius every corner scales from (a CSS length).',
  '--foyer-z-index': 'The modal’s z-index (an integer).',
}

/** A member of an object type in types.ts: name, type text, optional, JSDoc. */
export type Member = { name: string; type: string; optional: boolean; jsDoc: string | undefined }

/** The members of the object type `name` in core's options/types.ts. */
export function membersOf(name: string): Member[] {
  const parsed = parseFile(TYPES_FILE)
  for (const statement of parsed.program.body as Node[]) {
    const declaration: Node = statement.declaration ?? statement
    if (declaration.type !== 'TSTypeAliasDeclaration' || declaration.id.name !== name) continue
    const literal: Node = declaration.typeAnnotation
    if (literal.type !== 'TSTypeLiteral') throw new Error(`${name} is not an object type`)
    return (literal.members as Node[]).map((member) => ({
      name: member.key.name ?? member.key.value,
      type: textOf(parsed, member.typeAnnotation.typeAnnotation),
      optional: Boolean(member.optional),
      jsDoc: jsDocBefore(parsed, member.start),
    }))
  }
  throw new Error(`${TYPES_FILE} has no type ${name}`)
}

/** Defaults the code holds as values (what an option left undefined becomes). */
export function runtimeDefaults(): Record<string, unknown> {
  return { ...optionDefaults(), relayUrl: DEFAULT_RELAY_URL }
}

/** True when createFoyer's option check accepts `name` as an option. */
export function isAcceptedOption(name: string): boolean {
  return !optionsCheck({ adapters: [], [name]: undefined }, '').some((problem) =>
    problem.includes('unknown option'),
  )
}

const showDefault = (value: unknown) =>
  value === undefined
    ? 'unset'
    : Array.isArray(value) && value.length === 0
      ? '`[]`'
      : code(JSON.stringify(value))
const cleanType = (type: string) => type.replace(/\s*\|\s*undefined$/, '')
/** A JSDoc in one paragraph, its inline `{@link x}` as code. */
const docText = (jsDoc: string | undefined) =>
  (jsDoc ?? '').replace(/\{@link\s+([^}]+)\}/g, '`$1`').replace(/\s+/g, ' ')

/** One option as a heading (its anchor) with its type, default and what it does. */
const entry = (heading: string, anchor: string, type: string, value: string, does: string) =>
  [
    `### ${heading} {#${anchor}}`,
    '',
    `**Type** ${type} · **Default** ${value}`,
    '',
    prose(does),
    '',
  ].join('\n')

/** The generated Markdown of the Options page. */
export function optionsMarkdown(): string {
  const defaults = runtimeDefaults()
  const notes = OPTION_NOTES as Record<string, Note>
  const options = membersOf('FoyerOptions').map((member) => {
    const note = notes[member.name]
    if (!note) throw new Error(`OPTION_NOTES lacks ${member.name}`)
    const does = note.does ?? docText(member.jsDoc)
    if (!does) throw new Error(`option ${member.name} has neither JSDoc nor a note`)
    const value =
      member.name in defaults ? showDefault(defaults[member.name]) : prose(note.default ?? '')
    return entry(`\`${member.name}\``, member.name, code(cleanType(member.type)), value, does)
  })
  const features = membersOf('Features').map((member) =>
    entry(
      `\`features.${member.name}\``,
      `feature-${member.name}`,
      code(member.type),
      showDefault(FEATURE_DEFAULTS[member.name as keyof Features]),
      FEATURE_NOTES[member.name as keyof Features] ?? '',
    ),
  )
  const themeVariables = membersOf('ThemeVariables').map((member) => [
    `\`${member.name}\``,
    code(member.type),
    prose(THEME_VARIABLE_NOTES[member.name as keyof ThemeVariables] ?? ''),
  ])
  const customWallet = membersOf('CustomWallet').map((member) => [
    `\`${member.name}\``,
    code(cleanType(member.type)),
    member.optional ? 'no' : 'yes',
  ])
  return [
    GENERATED,
    '',
    '## createFoyer options',
    '',
    ...options,
    '## Features',
    '',
    '`features: { … }` — every switch is optional; the defaults are in `FEATURE_DEFAULTS` and below.',
    '',
    ...features,
    '## Theme variables',
    '',
    '`themeVariables: { … }` — checked when given: an unknown variable is an error.',
    '',
    table(['Variable', 'Type', 'What it sets'], themeVariables),
    '',
    '## Custom wallets',
    '',
    '`customWallets: [{ … }]` — each entry:',
    '',
    table(['Field', 'Type', 'Required'], customWallet),
    '',
  ].join('\n')
}
