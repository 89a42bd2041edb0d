import { BaseError } from './base.js'

/** A service answered with a non-OK status, or with a body of the wrong shape. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  /** The first reason description the service gave (`reasons[0].description`), if any (SPEC §8). */
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
