// Local answers for WalletConnect's Verify API (verify.walletconnect.org), which the SDKs ask about every
// proposal: offline, the dApp side would wait 5 s on its attestation iframe and the wallet on a fetch.
// Browser tests and the demo route those requests here. Development only: it attests nothing.

type Answer = { status: number; type: string; body: string }

const ATTESTATION_PAGE = `<!doctype html><meta charset="utf-8"><title>Verify</title><script>parent.postMessage({ type: 'verify_attestation', attestation: null }, '*')</script>`

/** What the relay's HTTP side answers for `path`. */
export function verifyAnswer(path: string): Answer {
  const { pathname } = new URL(path, 'http://relay.local')
  if (pathname === '/' || pathname === '/health')
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: 'Foyer development relay (WalletConnect stand-in)\n',
    }
  // The dApp's attestation iframe: "no attestation", at once.
  if (pathname === '/v3/attestation')
    return { status: 200, type: 'text/html; charset=utf-8', body: ATTESTATION_PAGE }
  // The wallet's look-ups: nothing known.
  if (pathname === '/v3/public-key') return { status: 404, type: 'application/json', body: '{}' }
  if (pathname.startsWith('/attestation/'))
    return { status: 404, type: 'application/json', body: '{}' }
  return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' }
}
