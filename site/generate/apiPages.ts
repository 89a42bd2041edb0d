// The Hooks and Actions pages: every export of @foyer/react, and every action core exports, in groups
// chosen here, each with the first sentence of its JSDoc and the types that go with it. The unit test fails
// when an export is in no group (or a group names something that is not exported).
import { jsDocOf, type PublicExport, publicApi } from './exports.js'
import { GENERATED, prose, table } from './markdown.js'
import { firstSentence } from './parse.js'

/** @foyer/react's exports (values; their Props / Parameters / ReturnType types follow them). */
export const HOOK_GROUPS: Record<string, readonly string[]> = {
  'Setup and components': [
    'FoyerProvider',
    'FoyerContext',
    'useFoyer',
    'ConnectButton',
    'ConnectButtonRenderer',
    'ConnectButtonRenderProps',
    'AccountButton',
    'NetworkButton',
    'FoyerModal',
  ],
  'The instance’s state': [
    'useFoyerAccount',
    'useFoyerNetwork',
    'useFoyerModal',
    'useFoyerState',
    'useFoyerSelector',
    'useFoyerEvents',
    'useFoyerTheme',
    'useFoyerLocale',
    'useFoyerProvider',
    'useWalletInfo',
  ],
  Connecting: [
    'useConnect',
    'useConnectList',
    'useDisconnect',
    'useSwitchNetwork',
    'useWallets',
    'useWalletDirectory',
    'usePreferredAccountType',
    'useSetPreferredAccountType',
  ],
  'Balances, activity and names': [
    'useBalance',
    'useAccountTokens',
    'useTokenBalances',
    'WalletToken',
    'useActivity',
    'useAccountNfts',
    'PagedList',
    'useIdentity',
    'useResolveName',
    'useNamesForAddress',
    'useNameSuggestions',
    'useRegisterName',
  ],
  'Signing, sign-in and approvals': ['useSignMessage', 'useSignIn', 'useSignOut', 'useApproval'],
  'Send and swap': [
    'useSendTokens',
    'useEstimateSendFee',
    'useSwapTokens',
    'useSwapQuote',
    'useApproveSwap',
    'useSwap',
  ],
  'Buy and pay': [
    'useOnrampOptions',
    'useOnrampQuote',
    'useOnrampQuotes',
    'useStartOnramp',
    'useOnrampPurchase',
    'usePay',
  ],
  'Smart accounts and smart sessions': [
    'useSendCalls',
    'useCallsStatus',
    'useCapabilities',
    'usePermissions',
    'useGrantPermissions',
    'useRevokePermissions',
  ],
  'The embedded wallet’s e-mail': ['useUpdateEmail', 'useConfirmEmailChange'],
  'The embedded wallet’s devices': ['useEmbeddedDevices', 'useRevokeEmbeddedDevice'],
  'The embedded wallet’s passkeys': ['useEmbeddedPasskeys', 'useAddEmbeddedPasskey'],
}

/** The actions @foyer/core exports (everything it exports from core/src/actions/). */
export const ACTION_GROUPS: Record<string, readonly string[]> = {
  'The modal': [
    'openModal',
    'OpenModalParameters',
    'closeModal',
    'showToast',
    'ShowToastParameters',
    'hideToast',
  ],
  'Connecting and networks': [
    'connect',
    'reconnect',
    'disconnect',
    'getConnectStep',
    'answerConnectStep',
    'cancelConnect',
    'getAdapter',
    'getNetworks',
    'switchNetwork',
    'getWallets',
    'walletImageUrl',
    'networkImageUrl',
  ],
  'Reading and watching state': [
    'getAccount',
    'watchAccount',
    'getNetwork',
    'watchNetwork',
    'getConnectors',
    'watchConnectors',
    'watchState',
  ],
  'Theme and language': ['setThemeMode', 'setThemeVariables', 'getLocale', 'setLocale'],
  'Balances and activity': [
    'getBalance',
    'getTokenBalances',
    'getAccountTokens',
    'getActivity',
    'getAccountNfts',
    'refreshBalances',
  ],
  'Wallet names': [
    'getIdentity',
    'resolveName',
    'getNamesForAddress',
    'getNameSuggestions',
    'registerName',
  ],
  'Signing and sign-in': [
    'signMessage',
    'verifyMessage',
    'signIn',
    'checkSignIn',
    'declineSignIn',
    'signOut',
  ],
  Send: ['sendTokens', 'estimateSendFee', 'maxSendAmount'],
  Swaps: ['getSwapTokens', 'getSwapQuote', 'approveSwap', 'swap', 'maxSwapAmount'],
  'Buying crypto': [
    'getOnrampOptions',
    'getOnrampQuote',
    'getOnrampQuotes',
    'startOnramp',
    'getOnrampPurchase',
    'OnrampPurchaseKey',
  ],
  Pay: ['pay', 'PayResult'],
  'Smart accounts and smart sessions': [
    'setPreferredAccountType',
    'AccountType',
    'sendCalls',
    'getCallsStatus',
    'getCapabilities',
    'grantPermissions',
    'revokePermissions',
    'getPermissions',
  ],
  'The embedded wallet’s e-mail': ['updateEmail', 'confirmEmailChange'],
  'The embedded wallet’s devices': [
    'getEmbeddedDevices',
    'revokeEmbeddedDevice',
    'canManageEmbeddedDevices',
  ],
  'The embedded wallet’s passkeys': [
    'getEmbeddedPasskeys',
    'addEmbeddedPasskey',
    'canManageEmbeddedPasskeys',
  ],
}

/** A page's exports: @foyer/react's all, @foyer/core's from its actions. */
export function pageExports(page: 'hooks' | 'actions'): PublicExport[] {
  const api = publicApi()
  if (page === 'hooks') return api.find((entry) => entry.module === '@foyer/react')?.exports ?? []
  return (api.find((entry) => entry.module === '@foyer/core')?.exports ?? []).filter((entry) =>
    entry.file.startsWith('packages/core/src/actions/'),
  )
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The types that go with a value: `UseXParameters`, `XReturnType`, `XProps`… */
function typesOf(value: PublicExport, exports: PublicExport[], named: Set<string>): PublicExport[] {
  const prefix = capitalised(value.name)
  return exports.filter(
    (entry) =>
      entry.kind === 'type' &&
      !named.has(entry.name) &&
      entry.name.startsWith(prefix) &&
      /^(Parameters|ReturnType|ErrorType|Props)$/.test(entry.name.slice(prefix.length)),
  )
}

/** Where the API reference documents each name of a module, from TypeDoc's sidebar when it exists. */
export type ReferenceLinks = (module: string, name: string) => string | undefined

/** The generated Markdown of the Hooks or Actions page's groups. */
export function apiPageMarkdown(
  page: 'hooks' | 'actions',
  link: ReferenceLinks = () => undefined,
): string {
  const module = page === 'hooks' ? '@foyer/react' : '@foyer/core'
  const exports = pageExports(page)
  const groups = page === 'hooks' ? HOOK_GROUPS : ACTION_GROUPS
  const named = new Set(Object.values(groups).flat())
  const byName = new Map(exports.map((entry) => [entry.name, entry]))
  const nameCell = (entry: PublicExport) => {
    const href = link(module, entry.name)
    return href ? `[\`${entry.name}\`](${href})` : `\`${entry.name}\``
  }
  const sections = Object.entries(groups).map(([title, names]) => {
    const rows = names.flatMap((name) => {
      const entry = byName.get(name)
      if (!entry) return []
      const types = entry.kind === 'value' ? typesOf(entry, exports, named) : []
      return [
        [
          nameCell(entry) + (entry.kind === 'type' ? ' <small>type</small>' : ''),
          prose(firstSentence(jsDocOf(entry))),
          types.map(nameCell).join('<br>') || '',
        ],
      ]
    })
    return [`## ${title}`, '', table(['Name', 'What it does', 'Types'], rows), ''].join('\n')
  })
  return [GENERATED, '', ...sections].join('\n')
}

/** Exports of the page that no group shows (neither named nor following a named value), and names that are not exports. */
export function ungrouped(page: 'hooks' | 'actions'): { missing: string[]; unknown: string[] } {
  const exports = pageExports(page)
  const groups = page === 'hooks' ? HOOK_GROUPS : ACTION_GROUPS
  const named = new Set(Object.values(groups).flat())
  const shown = new Set(named)
  for (const entry of exports)
    if (named.has(entry.name) && entry.kind === 'value')
      for (const type of typesOf(entry, exports, named)) shown.add(type.name)
  const names = new Set(exports.map((entry) => entry.name))
  return {
    missing: exports.map((entry) => entry.name).filter((name) => !shown.has(name)),
    unknown: [...named].filter((name) => !names.has(name)),
  }
}
