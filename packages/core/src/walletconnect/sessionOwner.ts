// No run-time import of core's other modules here: this module rides in the owning adapter's lazy chunk,
// and a core module shared with the page would become an extra eager file (docs/decisions.md, "One
// dependency set for lazy chunks"). What it needs of core (errors, the alert table) comes in `core`.
import type { WalletConnectSettings } from '../adapter.js'
import type { Alert } from '../state/types.js'
import { dropDeletesOfEndedSessions } from './dropDeletesOfEndedSessions.js'
import type { WalletConnectHub } from './hub.js'
import { pairThroughRelay } from './pairThroughRelay.js'
import type { UniversalProviderClass, UniversalProviderLike } from './universalProvider.js'

/** WalletConnect's own codes for a refused proposal (5000 user rejected, 5001 chains, 5002 methods…). */
const isRejection = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && code >= 5000 && code < 5200
}

/** What the session's owner needs of core, handed in from the adapter's page side (see the note above). */
export type WalletConnectCoreParts = {
  /** The relay is WalletConnect's public one (Verify works only there). */
  publicRelay: boolean
  relayUnreachable(): Error
  alertFor(error: unknown): Omit<Alert, 'variant'> | undefined
}

export type WalletConnectSessionOwnerParameters<Provider extends UniversalProviderLike> = {
  hub: WalletConnectHub
  settings: WalletConnectSettings
  /** Loads the SDK's class: the owning adapter's own dependency (pinned to 2.21.8), in a chunk of its own. */
  loadSdk(): Promise<UniversalProviderClass<Provider>>
  core: WalletConnectCoreParts
  /** Raises an alert in the modal (AdapterContext.alert). */
  alert(alert: Omit<Alert, 'variant'>): void
  /** A pairing link to show (the connect flow's displayUri step). */
  onDisplayUri(uri: string): void
  /** The wallet or the relay ended the session. */
  onDeleted(): void
  /** The owner's own listeners on the provider, added once it is up (EVM's account and chain events). */
  onListen?(up: Provider): void
  /** Called first when this page ends the session (EVM forgets its restore marker). */
  onEnd?(): void
}

/**
 * The owner of an instance's WalletConnect session, whichever adapter owns it (EVM's when mounted, else
 * Solana's through `SessionHub.adopt`): the universal provider (one per instance, loaded on the first
 * pairing or restore), pairing through the relay with every joined namespace's request, the session as
 * the hub announces it, the requests and the disconnect it lends the other namespaces, and SPEC §8's
 * alerts, each once. What is a namespace's (its accounts, chains, events) stays in the adapter.
 */
export function walletConnectSessionOwner<Provider extends UniversalProviderLike>(
  parameters: WalletConnectSessionOwnerParameters<Provider>,
) {
  const { hub, settings, core } = parameters
  let loading: Promise<Provider> | undefined
  let listening = false
  // A disconnect under way, which a second caller joins.
  let disconnecting: Promise<void> | undefined
  const alerted = new Set<string>()

  const owner = {
    /** Announces the session as the other namespaces' adapters read it. */
    announce(up: Provider): Promise<void> {
      return hub.announce(
        up.session
          ? {
              namespaces: Object.fromEntries(
                Object.entries(up.session.namespaces).map(([key, value]) => [
                  key,
                  { accounts: [...value.accounts] },
                ]),
              ),
            }
          : undefined,
      )
    },

    /** Shows the alert SPEC §8 names for a universal-provider error, once per instance. */
    raise(error: unknown): void {
      const found = core.alertFor(error)
      if (!found || alerted.has(found.code)) return
      alerted.add(found.code)
      parameters.alert(found)
    },

    /** The provider, loaded and listening (a stored session is announced as it comes back). */
    async provider(): Promise<Provider> {
      loading ??= parameters
        .loadSdk()
        .then((UniversalProvider) =>
          UniversalProvider.init({
            projectId: settings.projectId,
            relayUrl: settings.relayUrl,
            metadata: settings.metadata,
            logger: 'silent',
            telemetryEnabled: false,
            customStoragePrefix: 'foyer',
          }),
        )
        .then((up) => {
          dropDeletesOfEndedSessions(up.client)
          // Verify (verify.walletconnect.org) attests the app's origin for the public network only. With a
          // self-hosted relay it attests nothing, and offline the SDK would wait 5 s on its iframe before
          // every pairing: with any other relay, Foyer does not ask it (docs/decisions.md).
          if (!core.publicRelay) up.client.core.verify.register = async () => ''
          return up
        })
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
      const up = await loading
      if (!listening) {
        listening = true
        hub.owner.request = (args, chainId) => up.request(args as never, chainId)
        hub.owner.disconnect = () => owner.disconnect()
        if (up.session) void owner.announce(up)
        up.on('session_update', () => void owner.announce(up))
        up.on('display_uri', (uri: string) => parameters.onDisplayUri(uri))
        up.on('session_delete', () => parameters.onDeleted())
        parameters.onListen?.(up)
      }
      return up
    },

    /**
     * Pairs through the relay, asking for every joined namespace's chains and methods and the owner's own
     * (`own`); a refused proposal is EIP-1193's 4001. Alerts SPEC §8 names are raised on the way. With a
     * `signal`, rejects with its reason once the visitor cancels (the pairing itself runs on in the SDK).
     */
    async pair(
      up: Provider,
      own: Record<string, unknown> = {},
      signal?: AbortSignal,
    ): Promise<void> {
      const pairing = pairThroughRelay(
        up,
        () => up.connect({ optionalNamespaces: { ...Object.fromEntries(hub.joined), ...own } }),
        core.relayUnreachable,
      )
      const cancelled = new Promise<never>((_resolve, reject) => {
        if (signal?.aborted) reject(signal.reason)
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
      await Promise.race([pairing, cancelled]).catch((error: unknown) => {
        owner.raise(error)
        if (isRejection(error))
          throw Object.assign(new Error((error as Error).message), { code: 4001, cause: error })
        throw error
      })
    },

    /**
     * Ends the session on both sides. One session serves several namespaces, and core disconnects them at
     * once: the second call joins the first rather than sending the wallet a second session delete (which
     * its SDK throws on).
     */
    disconnect(): Promise<void> {
      disconnecting ??= (async () => {
        parameters.onEnd?.()
        const up = await owner.provider()
        if (up.session) await up.disconnect().catch(() => {})
        await hub.announce(undefined)
      })().finally(() => {
        disconnecting = undefined
      })
      return disconnecting
    },
  }
  return owner
}

/** The owner of one instance's session (what `walletConnectSessionOwner` returns). */
export type WalletConnectSessionOwner<Provider extends UniversalProviderLike> = ReturnType<
  typeof walletConnectSessionOwner<Provider>
>
