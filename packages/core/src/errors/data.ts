import { BaseError } from './base.js'

/** The data service is not configured (no `apiUrl` or `projectId`), so this call cannot be made. */
export class ServiceNotConfiguredError extends BaseError {
  override name = 'ServiceNotConfiguredError'
  constructor(what: string) {
    super(
      { key: 'serviceNotConfigured' },
      {
        details: `${what} needs Foyer's data service: set apiUrl and projectId`,
        code: 'SERVICE_NOT_CONFIGURED',
      },
    )
  }
}
