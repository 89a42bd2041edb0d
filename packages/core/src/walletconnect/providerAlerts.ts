import type { Alert } from '../state/types.js'

/**
 * SPEC §8: errors of the universal provider are recognised by their message (the SDK gives no codes for them)
 * and become an alert the developer and visitor can act on. Matching is case-insensitive on a fragment.
 */
const ALERTS: readonly { match: readonly string[]; alert: Omit<Alert, 'variant'> }[] = [
  {
    match: ['invalid (or missing) projectid', 'project not found', 'unauthorized: invalid key'],
    alert: {
      code: 'INVALID_PROJECT_ID',
      shortMessage: { key: 'invalidProjectId' },
      details: { key: 'invalidProjectIdDetails' },
    },
  },
  {
    match: ['session expired', 'expired. session topic', 'session topic doesn'],
    alert: {
      code: 'SESSION_EXPIRED',
      shortMessage: { key: 'sessionExpired' },
      details: { key: 'sessionExpiredDetails' },
    },
  },
  {
    match: ['origin not allowed', 'unauthorized: origin'],
    alert: {
      code: 'INVALID_APP_CONFIGURATION',
      shortMessage: { key: 'invalidAppConfiguration' },
      details: { key: 'invalidAppConfigurationDetails' },
    },
  },
]

/** The alert for a universal-provider error, or undefined when it is none of the known ones. */
export function universalProviderAlert(error: unknown): Omit<Alert, 'variant'> | undefined {
  const message = (
    error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  ).toLowerCase()
  if (!message) return undefined
  return ALERTS.find((entry) => entry.match.some((fragment) => message.includes(fragment)))?.alert
}
