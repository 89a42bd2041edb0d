import { invalid } from './errors.js'
import { MAX_TTL_SECONDS } from './messages.js'

/** The largest message the relay takes (the public relay's limit is of this order). */
export const MAX_MESSAGE_LENGTH = 1024 * 1024

export function object(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${name} must be an object`)
  return value as Record<string, unknown>
}

/** A topic: a short string of letters and digits (the SDKs use 64 hex characters). */
export function topic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value))
    throw invalid(`${name} must be a topic (1 to 128 letters and digits)`)
  return value
}

export function topics(value: unknown, name = 'topics'): string[] {
  if (!Array.isArray(value) || value.length > 1000)
    throw invalid(`${name} must be an array of at most 1000 topics`)
  return value.map((item) => topic(item, name))
}

export function message(value: unknown, name = 'message'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_MESSAGE_LENGTH)
    throw invalid(`${name} must be a string of at most ${MAX_MESSAGE_LENGTH} characters`)
  return value
}

/** Seconds to keep a message, capped at the relay's limit. */
export function ttl(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw invalid('ttl must be a positive number of seconds')
  return Math.min(value, MAX_TTL_SECONDS)
}

export function tag(value: unknown): number {
  if (value === undefined) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw invalid('tag must be a non-negative integer')
  return value
}

export function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > 8192) throw invalid(`${name} must be a string`)
  return value
}
