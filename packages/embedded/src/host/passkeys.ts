import type { FrameTransport } from './transport.js'

/** What a passkey ceremony does (protocol/messages.ts PREPARE_PASSKEY). */
export type PasskeyCeremony = 'add' | 'sign-in' | 'unlock'

/**
 * Runs a passkey ceremony (docs/embedded-wallet.md 'Passkeys'): the frame prepares it, `show` puts the
 * wallet's passkey page inside the modal — the visitor's click there opens the browser's passkey dialog —
 * and this resolves once the frame says it is done. Aborting `signal` (the modal closed) cancels it.
 * Nothing here can complete it: only the page of the wallet's origin talks to the frame about it.
 */
export async function runPasskeyCeremony(
  transport: FrameTransport,
  ceremony: PasskeyCeremony,
  {
    show,
    signal,
  }: { show(page: { src: string; origin: string }): void; signal?: AbortSignal | undefined },
): Promise<void> {
  const { ceremonyId } = await transport.request('PREPARE_PASSKEY', { ceremony }, { signal })
  const cancel = () => void transport.request('CANCEL_PASSKEY', { ceremonyId }).catch(() => {})
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    show(transport.passkeyPage(ceremonyId))
    await transport.request('AWAIT_PASSKEY', { ceremonyId }, { signal })
  } finally {
    signal?.removeEventListener('abort', cancel)
  }
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(transport: FrameTransport) {
  return (await transport.request('LIST_PASSKEYS', {})).passkeys
}
