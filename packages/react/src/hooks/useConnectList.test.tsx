// @vitest-environment happy-dom
import type { WalletListEntry } from '@foyer/core'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestFoyer, render, testConnector, waitFor } from '../_test/render.js'
import { API_URL, serveApi } from '../_test/wallet.js'
import { type UseConnectListReturnType, useConnectList } from './useConnectList.js'

afterEach(() => vi.unstubAllGlobals())

function directoryWallet(id: string, homepage: string | null): WalletListEntry {
  return {
    id,
    name: `${id} wallet`,
    image_id: id,
    rdns: null,
    homepage,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge_type: null,
  }
}

let lists: UseConnectListReturnType[] = []
function Probe({ withDirectory }: { withDirectory?: boolean }) {
  lists.push(useConnectList({ withDirectory }))
  return null
}
const rows = () =>
  (lists[lists.length - 1] ?? []).map((item) =>
    item.kind === 'connector'
      ? `${item.group}:${item.connector.id}`
      : `${item.group}:${item.wallet.id}`,
  )

test('a host reads the Connect view’s list: installed wallets, then the directory’s (those it can reach)', async () => {
  lists = []
  serveApi({
    '/getWallets': () => ({
      count: 2,
      data: [directoryWallet('linked', 'https://linked.example'), directoryWallet('dead', null)],
    }),
  })
  const foyer = createTestFoyer({
    apiUrl: API_URL,
    connectors: [testConnector('alpha')],
    featuredWalletIds: [],
  })
  await render(<Probe />, foyer)
  // Without WalletConnect a directory wallet is a link to its site: one without a site is left out. With
  // no featured ids, the directory's page is recommended, never featured.
  // The directory's page shows once its images are preloaded (up to 2 s; happy-dom loads none).
  await waitFor(() => expect(rows()).toEqual(['injected:alpha', 'recommended:linked']))
})

test('withDirectory: false lists the connectors alone, and asks the service for nothing', async () => {
  lists = []
  const calls = serveApi({ '/getWallets': () => ({ count: 0, data: [] }) })
  const foyer = createTestFoyer({ apiUrl: API_URL, connectors: [testConnector('alpha')] })
  await render(<Probe withDirectory={false} />, foyer)
  await waitFor(() => expect(rows()).toEqual(['injected:alpha']))
  expect(calls.filter((url) => url.pathname.endsWith('/getWallets'))).toEqual([])
})
