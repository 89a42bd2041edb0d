import { vi } from 'vitest'

/** A provider's quote as the data service answers it, with `<provider>Fee` (SPEC §3). */
export const onrampQuote = (provider: string, amount: string) => ({
  provider,
  [`${provider}Fee`]: { value: '1.50', currency: 'USD' },
  networkFee: { value: '0.10', currency: 'USD' },
  paymentSubtotal: { value: '98.40', currency: 'USD' },
  paymentTotal: { value: '100.00', currency: 'USD' },
  purchaseAmount: { value: amount, currency: 'fUSD' },
  quoteId: `${provider}-1`,
})

/** The services on fetch: `answers` by path; what was asked of the data service's `/v1/` paths is kept. */
export function serveOnramp(
  answers: Record<string, (body: Record<string, unknown>) => [number, unknown]>,
) {
  const posted: {
    path: string
    url: string
    body: Record<string, unknown>
    headers: Record<string, string>
  }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    // The instance's own start-up calls (allowed origins, analytics) are not the onramp's.
    if (path.startsWith('/v1/'))
      posted.push({ path, url, body, headers: (init?.headers ?? {}) as Record<string, string> })
    const answer = answers[path]
    const [status, json] = answer
      ? answer(body)
      : [404, { error: { code: 'NOT_FOUND', message: 'no' } }]
    return new Response(JSON.stringify(json), { status })
  })
  return posted
}
