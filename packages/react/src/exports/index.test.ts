import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exported names', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "ConnectButtonRenderer",
      "FoyerContext",
      "FoyerModal",
      "FoyerProvider",
      "NetworkButton",
      "useAccountNfts",
      "useAccountTokens",
      "useActivity",
      "useAddEmbeddedPasskey",
      "useApproval",
      "useApproveSwap",
      "useBalance",
      "useCallsStatus",
      "useCapabilities",
      "useConfirmEmailChange",
      "useConnect",
      "useConnectList",
      "useDisconnect",
      "useEmbeddedDevices",
      "useEmbeddedPasskeys",
      "useEstimateSendFee",
      "useFoyer",
      "useFoyerAccount",
      "useFoyerEvents",
      "useFoyerLocale",
      "useFoyerModal",
      "useFoyerNetwork",
      "useFoyerProvider",
      "useFoyerSelector",
      "useFoyerState",
      "useFoyerTheme",
      "useGrantPermissions",
      "useIdentity",
      "useNameSuggestions",
      "useNamesForAddress",
      "useOnrampOptions",
      "useOnrampPurchase",
      "useOnrampQuote",
      "useOnrampQuotes",
      "usePay",
      "usePermissions",
      "usePreferredAccountType",
      "useRegisterName",
      "useResolveName",
      "useRevokeEmbeddedDevice",
      "useRevokePermissions",
      "useSendCalls",
      "useSendTokens",
      "useSetPreferredAccountType",
      "useSignIn",
      "useSignMessage",
      "useSignOut",
      "useStartOnramp",
      "useSwap",
      "useSwapQuote",
      "useSwapTokens",
      "useSwitchNetwork",
      "useTokenBalances",
      "useUpdateEmail",
      "useWalletDirectory",
      "useWalletInfo",
      "useWallets",
    ]
  `)
})

test('the entry never imports the modal statically: it is a chunk loaded on first open', () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    // `import … from './x.js'`, `import './x.js'`, `export … from './x.js'`; `import('./x.js')` does not match.
    const code = readFileSync(file, 'utf8')
    for (const [, specifier = ''] of code.matchAll(
      /^\s*(?:import|export)\b[^'"()]*?(?:from\s*)?'(\.[^']+)'/gm,
    ))
      visit(sourceOf(resolve(dirname(file), specifier)))
  }
  visit(resolve(src, 'exports/index.ts'))
  const modalFiles = [...seen]
    .map((file) => relative(src, file))
    .filter((file) => file.startsWith('modal/'))
  expect(modalFiles).toEqual(['modal/load.ts'])
  expect(readFileSync(resolve(src, 'modal/load.ts'), 'utf8')).toContain("import('./modalChunk.js')")
})

/** The .ts or .tsx file behind a `.js` import specifier. */
function sourceOf(path: string): string {
  const candidates = ['.ts', '.tsx'].map((ext) => path.replace(/\.js$/, ext))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`cannot resolve ${path}`)
  return found
}
