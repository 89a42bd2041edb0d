import { BaseError } from './base.js'

/** A service answered with a non-OK status, or with a body of the wrong shape. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  /** SPEC §8: the service's first reason description, if any. */
  readonly reason: string | undefined
  constructor(
    status: number,
    message: string,
    code?: string,
    cause?: unknown,
    { reason }: { reason?: string | undefined } = {},
  ) {
    super(message, { code: code ?? `HTTP_${status}`, cause })
    this.status = status
    this.reason = reason
  }
}
