// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, render, step } from '../../_test/render.js'
import { ICON_LOADING } from '../../icons/IconImage.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { partCss } from '../partStyles.js'
import { TokenIcon } from './TokenIcon.js'
import { WalletIcon } from './WalletIcon.js'

test('an icon that fails to load falls back to its designed fallback, and tries again for a new image', async () => {
  const container = await render(
    <>
      <TokenIcon src="https://broken.example/eth.png" symbol="eth" />
      <WalletIcon src="https://broken.example/rainbow.png" name="Rainbow" />
    </>,
    createTestFoyer(),
  )
  const images = [...container.querySelectorAll('img')]
  expect(images).toHaveLength(2)
  await step(() => {
    for (const image of images) image.dispatchEvent(new Event('error'))
  })
  expect(container.querySelectorAll('img')).toHaveLength(0)
  // A token's initial is drawn by the sheet, on a colour of the name's own; no text joins the name beside it.
  const token = container.querySelector('.token-icon.foyer-icon-fallback')
  expect(token?.getAttribute('data-initial')).toBe('E')
  expect(token?.textContent).toBe('')
  expect(token?.className).toMatch(/foyer-hue-\d+/)
  // A wallet's is the neutral wallet on a bordered tile, not a monogram: no initial, no colour of its own.
  const wallet = container.querySelector('.wallet-icon.wallet-icon-fallback')
  expect(wallet?.querySelector('svg')).not.toBeNull()
  expect(wallet?.textContent).toBe('')
  expect(wallet?.className).not.toMatch(/foyer-hue|foyer-icon-fallback/)
})

test('a wallet without an image shows the same neutral tile, whatever its name', async () => {
  const container = await render(
    <>
      <WalletIcon src={undefined} name="Phantom" />
      <WalletIcon src={undefined} name="OKX Wallet" />
    </>,
    createTestFoyer(),
  )
  const [one, two] = [...container.querySelectorAll('.wallet-icon-fallback')]
  expect(one?.outerHTML).toBe(two?.outerHTML)
})

test("a token's icon without an image of its own is the wallet service's image of its symbol, as in every flow", async () => {
  const online = await render(
    <>
      <TokenIcon src={undefined} symbol="fUSD" />
      <TokenIcon src="http://api.test/public/getTokenImage/FOY" symbol="FOY" />
    </>,
    createTestFoyer({ projectId: 'demo', apiUrl: 'http://api.test' }),
  )
  const [bought, held] = [...online.querySelectorAll('img')].map((image) =>
    image.getAttribute('src'),
  )
  expect(bought).toMatch(/^http:\/\/api\.test\/public\/getTokenImage\/fUSD\?projectId=demo&/)
  // A service's own image gets the client parameters an <img> cannot add.
  expect(held).toMatch(/^http:\/\/api\.test\/public\/getTokenImage\/FOY\?projectId=demo&/)
  // Without the services: the symbol's initial.
  const offline = await render(<TokenIcon src={undefined} symbol="fUSD" />, createTestFoyer())
  expect(offline.querySelector('.token-icon')?.getAttribute('data-initial')).toBe('F')
})

test("a network's icon is the wallet service's image of its CAIP-2 id, else its initial on its own colour", async () => {
  const networks = [
    { caipNetworkId: 'eip155:31337', name: 'Foyer Devnet' },
    { caipNetworkId: 'eip155:31338', name: 'Foyer Devnet L2' },
  ] as const
  const offline = await render(
    networks.map((network) => <NetworkIcon key={network.caipNetworkId} network={network} />),
    createTestFoyer(),
  )
  const [one, two] = [...offline.querySelectorAll('.network-icon')]
  expect(one?.getAttribute('data-initial')).toBe('F')
  expect(two?.getAttribute('data-initial')).toBe('F')
  // Same initial, different networks: different colours.
  const hue = (element: Element | undefined) => element?.className.match(/foyer-hue-\d+/)?.[0]
  expect(hue(one)).toBeDefined()
  expect(hue(one)).not.toBe(hue(two))
  const online = await render(
    <NetworkIcon network={networks[0]} />,
    createTestFoyer({ projectId: 'demo', apiUrl: 'http://api.test' }),
  )
  const src = online.querySelector('img')?.getAttribute('src') ?? ''
  expect(src).toMatch(/^http:\/\/api\.test\/public\/getAssetImage\/eip155%3A31337\?projectId=demo&/)
})

test("a token's icon still loading wears the token list's skeleton, not a blank circle, until its image is in", async () => {
  const container = await render(
    <>
      <TokenIcon src="https://tokens.example/eth.png" symbol="ETH" />
      <TokenIcon src="https://tokens.example/foy.png" symbol="FOY" />
    </>,
    createTestFoyer(),
  )
  const [eth, foy] = [...container.querySelectorAll('img')]
  if (!eth || !foy) throw new Error('two images expected')
  expect(eth.classList.contains(ICON_LOADING)).toBe(true)
  expect(foy.classList.contains(ICON_LOADING)).toBe(true)
  await step(() => eth.dispatchEvent(new Event('load')))
  // Each image leaves its placeholder when it is in, not when another one is.
  expect(eth.className).toBe('token-icon')
  expect(foy.classList.contains(ICON_LOADING)).toBe(true)
  // The placeholder is drawn as the token list's loading rows are: the same surface, the same pulse.
  const rule = (selector: string) =>
    partCss.match(new RegExp(`^${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`, 'm'))?.[1] ?? ''
  const declaration = (body: string, name: string) =>
    body.match(new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+)`))?.[1]?.trim()
  const loading = rule(`.${ICON_LOADING}`)
  const skeleton = rule('.token.skeleton')
  for (const name of ['background', 'animation']) {
    expect(declaration(loading, name), name).toBeDefined()
    expect(declaration(loading, name), name).toBe(declaration(skeleton, name))
  }
})
