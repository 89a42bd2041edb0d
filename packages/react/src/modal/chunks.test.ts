import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Every file (and bare package) the modal chunk imports statically, from its entry. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!file.startsWith('/')) return
    const code = readFileSync(file, 'utf8')
    // `import … from 'x'`, `import 'x'`, `export … from 'x'`; `import('x')` does not match.
    for (const [, specifier = ''] of code.matchAll(
      /^\s*(?:import|export)\b[^'"()]*?(?:from\s*)?'([^']+)'/gm,
    ))
      visit(specifier.startsWith('.') ? sourceOf(resolve(dirname(file), specifier)) : specifier)
  }
  visit(resolve(src, entry))
  return seen
}

function sourceOf(path: string): string {
  const found = ['.ts', '.tsx'].map((ext) => path.replace(/\.js$/, ext)).find(existsSync)
  if (!found) throw new Error(`cannot resolve ${path}`)
  return found
}

test('send, receive (with the QR encoder), activity, approve, the e-mail change, Farcaster, WalletConnect and the help are chunks of their own, not in the modal chunk', () => {
  const modal = [...staticGraph('modal/modalChunk.ts')].map((file) =>
    file.startsWith('/') ? relative(src, file) : file,
  )
  expect(modal).toContain('modal/account/Account.tsx')
  expect(modal).toContain('modal/connect/Connect.tsx')
  for (const feature of [
    'modal/send/sendChunk.tsx',
    'modal/send/Send.tsx',
    'modal/send/SendSelectToken.tsx',
    'modal/send/SendPreview.tsx',
    'modal/receive/Receive.tsx',
    'modal/activity/ActivityTab.tsx',
    'modal/nfts/NftsTab.tsx',
    'modal/approve/approveChunk.ts',
    'modal/approve/ApproveTransaction.tsx',
    'modal/email/emailChunk.ts',
    'modal/email/UpdateEmail.tsx',
    'modal/email/UpdateEmailOtp.tsx',
    'modal/farcaster/ConnectingFarcaster.tsx',
    'modal/walletconnect/ConnectingWalletConnect.tsx',
    'modal/help/WhatIsAWallet.tsx',
    'modal/help/GetWallet.tsx',
    'modal/devices/Devices.tsx',
    'modal/passkeys/Passkeys.tsx',
    'modal/parts/QrCode.tsx',
    'uqr',
  ])
    expect(modal).not.toContain(feature)
  const send = [...staticGraph('modal/send/sendChunk.tsx')].map((file) => relative(src, file))
  expect(send).toContain('modal/send/SendPreview.tsx')
  expect(staticGraph('modal/receive/receiveChunk.ts').has('uqr')).toBe(true)
  expect(staticGraph('modal/farcaster/farcasterChunk.ts').has('uqr')).toBe(true)
  expect(staticGraph('modal/walletconnect/walletConnectChunk.ts').has('uqr')).toBe(true)
  const approve = [...staticGraph('modal/approve/approveChunk.ts')].map((file) =>
    relative(src, file),
  )
  expect(approve).toContain('modal/approve/TransactionSummary.tsx')
  const email = [...staticGraph('modal/email/emailChunk.ts')].map((file) => relative(src, file))
  expect(email).toContain('modal/email/UpdateEmailOtp.tsx')
})

test('every hook is in the dependency set the modal and its feature chunks share', () => {
  // The modal's own part (modalDependencies.ts) and the hooks only feature chunks add (chunkDependencies.ts).
  const listed = ['modal/modalDependencies.ts', 'modal/chunkDependencies.ts']
    .map((file) => readFileSync(resolve(src, file), 'utf8'))
    .join('\n')
  const hooks = readdirSync(resolve(src, 'hooks')).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  )
  expect(hooks.length).toBeGreaterThan(20)
  for (const hook of hooks)
    expect(
      listed,
      `${hook} is missing from modalDependencies.ts and chunkDependencies.ts`,
    ).toContain(`'../hooks/${hook.replace(/\.ts$/, '.js')}'`)
})

test('the press loads no hook only feature views use: they ride the chunk the first feature view loads', () => {
  const modal = [...staticGraph('modal/modalChunk.ts')].map((file) =>
    file.startsWith('/') ? relative(src, file) : file,
  )
  expect(modal).toContain('hooks/useConnect.ts')
  for (const hook of [
    'useSendTokens',
    'useEstimateSendFee',
    'useNames',
    'usePermissions',
    'useActivity',
    'useAccountNfts',
    'useSendCalls',
  ])
    expect(modal).not.toContain(`hooks/${hook}.ts`)
  expect(staticGraph('modal/send/sendChunk.tsx').has(resolve(src, 'hooks/useSendTokens.ts'))).toBe(
    true,
  )
})
