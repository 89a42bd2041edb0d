import { isOriginAllowed } from '../api/origins.js'
import { ApiRequestError } from '../errors/api.js'
import type { FoyerContext } from '../types/instance.js'
import { showAlert, showAlertOnce } from './alert.js'

/**
 * Talks to the services once at start (browser only): checks that this page's origin is allowed for the
 * project (SPEC §5, §7: a failure to fetch the list counts as an empty list, so it raises 'Invalid App
 * Configuration' too — except for an unknown project, which has its own alert), reads whether
 * analytics is on (a failure turns it off), then sends modal events to POST /e while it is on. An answer
 * 403 there raises the 'Invalid App Configuration' alert and stops analytics. Returns a stop function.
 */
export function startServices(foyer: FoyerContext): () => void {
  const api = foyer.api
  if (!api) return () => {}
  const origin = typeof location !== 'undefined' ? location.origin : undefined

  void api
    .request('/projects/v1/origins', 'origins')
    .catch((error: unknown) => {
      // The services do not know the project: every call will fail, and the host's developer must know.
      if (error instanceof ApiRequestError && error.status === 401) {
        showAlertOnce(foyer, {
          code: 'INVALID_PROJECT_ID',
          shortMessage: { key: 'invalidProjectId' },
          details: { key: 'servicesInvalidProjectIdDetails' },
          variant: 'error',
        })
        return undefined
      }
      return { allowedOrigins: [] as string[] }
    })
    .then((answer) => {
      if (origin && answer && !isOriginAllowed(answer.allowedOrigins, origin))
        raiseInvalidConfiguration(foyer)
    })

  if (!foyer.options.features.analytics) return () => {}
  void api
    .request('/getAnalyticsConfig', 'analyticsConfig')
    .then((config) => config.isAnalyticsEnabled)
    .catch(() => false)
    .then((enabled) => {
      foyer.internal.analyticsEnabled = enabled
    })

  return foyer.events.subscribe((event) => {
    if (!foyer.internal.analyticsEnabled) return
    const { type, timestamp, ...props } = event
    api
      .request('/e', 'analyticsAck', {
        method: 'POST',
        body: {
          eventId: newEventId(),
          url: origin ?? '',
          domain: origin ? new URL(origin).host : '',
          timestamp,
          props: { event: type, ...props },
        },
      })
      .catch((error) => {
        if (error instanceof ApiRequestError && error.status === 403) {
          foyer.internal.analyticsEnabled = false
          raiseInvalidConfiguration(foyer)
        }
      })
  })
}

function raiseInvalidConfiguration(foyer: FoyerContext): void {
  showAlert(foyer, {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: { key: 'invalidAppConfiguration' },
    details: { key: 'invalidAppConfigurationDetails' },
    variant: 'error',
  })
}

function newEventId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`
}
