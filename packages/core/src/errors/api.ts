import { BaseError } from './base.js'

/** A service answered with a non-OK status, or with a body of the wrong shape. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  constructor(status: number, message: string, code?: string, cause?: unknown) {
    super(message, { code: code ?? `HTTP_${status}`, cause })
    this.status = status
  }
}
