// Local answers for WalletConnect's Verify API (verify.walletconnect.org): "nothing known", at once, for a
// wallet that looks an attestation up. Development only: it attests nothing. No attestation page for the
// dApp side: Foyer's connector does not ask Verify with a self-hosted relay (docs/decisions.md), and a page
// answering every origin would have to post its message to '*'.

type Answer = { status: number; type: string; body: string }

/** What the relay's HTTP side answers for `path`. */
export function verifyAnswer(path: string): Answer {
  const { pathname } = new URL(path, 'http://relay.local')
  if (pathname === '/' || pathname === '/health')
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: 'Foyer development relay (WalletConnect stand-in)\n',
    }
  // The wallet's look-ups: nothing known.
  if (pathname === '/v3/public-key') return { status: 404, type: 'application/json', body: '{}' }
  if (pathname.startsWith('/attestation/'))
    return { status: 404, type: 'application/json', body: '{}' }
  return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' }
}
