// Foyer's documentation site: VitePress's default theme, local search, nothing fetched from elsewhere (the
// theme's font is bundled; no analytics), so it builds and serves offline. `npm run docs` / `docs:build`.
import { existsSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitepress'

type Item = { text: string; link?: string; items?: Item[]; collapsed?: boolean }

// TypeDoc's sidebar, one entry per module: the full tree (800+ pages) would be in every page's HTML.
const apiSidebarFile = new URL('../reference/api/typedoc-sidebar.json', import.meta.url)
const apiModules: Item[] = existsSync(apiSidebarFile)
  ? (JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as Item[]).map(({ text, link }) => ({
      text,
      link: link ?? '',
    }))
  : []

const guide: Item[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Getting started', link: '/guide/getting-started' },
      { text: 'Your app on the local devnet', link: '/guide/local-development' },
      { text: 'Headless use', link: '/guide/headless' },
      { text: 'Server rendering and Next.js', link: '/guide/ssr-nextjs' },
      { text: 'Migrating from AppKit', link: '/guide/migrating-from-appkit' },
    ],
  },
  {
    text: 'Features',
    items: [
      { text: 'Browser wallets (EIP-6963)', link: '/features/browser-wallets' },
      { text: 'WalletConnect', link: '/features/walletconnect' },
      { text: 'E-mail and the embedded wallet', link: '/features/email-embedded-wallet' },
      { text: 'Social login', link: '/features/social-login' },
      { text: 'Farcaster', link: '/features/farcaster' },
      { text: 'Solana', link: '/features/solana' },
      { text: 'Balances, tokens and activity', link: '/features/balances-activity' },
      { text: 'Send and receive', link: '/features/send-receive' },
      { text: 'Swaps', link: '/features/swaps' },
      { text: 'Buying crypto (onramp)', link: '/features/onramp' },
      { text: 'Pay', link: '/features/pay' },
      { text: 'Wallet names', link: '/features/names' },
      { text: 'Sign-in with the wallet (SIWX)', link: '/features/sign-in' },
      { text: 'Smart accounts and sessions', link: '/features/smart-accounts' },
      { text: 'Theming', link: '/features/theming' },
      { text: 'Languages', link: '/features/localisation' },
      { text: 'Accessibility', link: '/features/accessibility' },
    ],
  },
]

const reference: Item[] = [
  {
    text: 'Reference',
    items: [
      { text: 'Overview', link: '/reference/' },
      { text: 'Options', link: '/reference/options' },
      { text: 'Hooks', link: '/reference/hooks' },
      { text: 'Actions', link: '/reference/actions' },
      { text: 'Events', link: '/reference/events' },
      { text: 'Errors', link: '/reference/errors' },
    ],
  },
  {
    text: 'API (generated)',
    items: [{ text: 'All modules', link: '/reference/api/' }, ...apiModules],
  },
]

const production: Item[] = [
  {
    text: 'Production',
    items: [
      { text: 'The services', link: '/production/' },
      { text: 'Environment variables', link: '/production/environment' },
      { text: 'PostgreSQL or PGlite', link: '/production/database' },
      { text: 'Chains and clusters', link: '/production/chains' },
      { text: 'Providers', link: '/production/providers' },
      { text: 'The frame origin and CSP', link: '/production/frame-and-csp' },
      { text: 'Self-hosting everything', link: '/production/self-hosting' },
    ],
  },
]

/**
 * A page's HTML for the local search index, which keeps only its text. VitePress renders every page's
 * Markdown once more for the index, and a build makes the index twice (client and server bundles): each
 * page is rendered once here, without syntax highlighting (the code's text is the same; the highlighter was
 * a third of the build's CPU, issue 38). Markdown-it renders synchronously, so nothing else renders while
 * the highlighter is set aside.
 */
const searchHtml = new Map<string, string>()
function renderForSearch(
  source: string,
  env: { relativePath: string; frontmatter?: { search?: boolean } },
  md: { render(source: string, env: unknown): string; options: { highlight?: unknown } },
): string {
  const key = `${env.relativePath}\n${source}`
  const known = searchHtml.get(key)
  if (known !== undefined) return known
  const highlight = md.options.highlight
  md.options.highlight = null
  let html: string
  try {
    html = md.render(source, env)
  } finally {
    md.options.highlight = highlight
  }
  // As VitePress's own rendering for the index: a page's `search: false` leaves it out.
  const indexed = env.frontmatter?.search === false ? '' : html
  searchHtml.set(key, indexed)
  return indexed
}

export default defineConfig({
  title: 'Foyer',
  description: 'Foyer: a wallet-connection modal kit for web apps, and the services it calls.',
  lang: 'en',
  // The generated tables are included into the reference pages, not pages of their own.
  srcExclude: ['reference/generated/**', 'snippets/**', 'generate/**', 'typedoc/**'],
  // The route → chunk map in a file of its own, not inlined into each of the 800+ pages.
  metaChunk: true,
  lastUpdated: false,
  head: [['meta', { name: 'color-scheme', content: 'light dark' }]],
  // The generated API pages are not in the guide's order: no previous / next links there.
  transformPageData(pageData) {
    if (pageData.relativePath.startsWith('reference/api/'))
      pageData.frontmatter = { ...pageData.frontmatter, prev: false, next: false }
  },
  themeConfig: {
    siteTitle: 'Foyer',
    search: { provider: 'local', options: { _render: renderForSearch } },
    outline: { level: [2, 3] },
    nav: [
      { text: 'Guide', link: '/guide/getting-started', activeMatch: '^/(guide|features)/' },
      { text: 'Reference', link: '/reference/', activeMatch: '^/reference/' },
      { text: 'Production', link: '/production/', activeMatch: '^/production/' },
    ],
    sidebar: {
      '/guide/': guide,
      '/features/': guide,
      '/reference/': reference,
      '/production/': production,
    },
    footer: { message: 'Foyer: a wallet-connection kit and the services it calls.' },
  },
})
