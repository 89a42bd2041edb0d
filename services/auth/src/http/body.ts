import { ApiError } from '@foyer/server'
import type { Context } from 'hono'
import * as v from 'valibot'

const MAX_DEPTH = 8
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text PostgreSQL cannot store (NUL, unpaired surrogates), anywhere in a parsed body. */
function unstorable(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return 'The body is nested too deeply'
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'Text must not contain NUL characters'
    if (LONE_SURROGATE.test(value)) return 'Text must be valid Unicode'
    return undefined
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorable(item, depth + 1)
      if (problem) return problem
    }
    return undefined
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const problem = unstorable(key, depth + 1) ?? unstorable(item, depth + 1)
      if (problem) return problem
    }
  }
  return undefined
}

/**
 * A request's JSON body, refused before anything reads it further when it is not JSON: a body must be
 * sent as `application/json` (a cross-site form cannot, so another page cannot make the frame's calls),
 * parse, be an object, and hold no text the database cannot store. Sizes are limited by the service.
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readOptionalJsonBody(c)
  if (!body) throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON')
  return body
}

/** As readJsonBody, but an empty body is fine: undefined. */
export async function readOptionalJsonBody(
  c: Context,
): Promise<Record<string, unknown> | undefined> {
  const text = await c.req.text()
  if (text === '') return undefined
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON (Content-Type: application/json)',
    )
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'INVALID_INPUT', 'The body must be a JSON object')
  const problem = unstorable(body)
  if (problem) throw new ApiError(400, 'INVALID_INPUT', problem)
  return body as Record<string, unknown>
}

// biome-ignore lint/suspicious/noExplicitAny: any object schema of valibot's.
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, any>

/**
 * Checks a body against an object schema strictly: a field the schema does not name is refused by name,
 * then the first problem is answered with its own text (the schemas' messages are the user's texts, such
 * as 'Enter a valid e-mail address').
 */
export function parseBody<const S extends ObjectSchema>(
  schema: S,
  body: Record<string, unknown>,
): v.InferOutput<S> {
  const unknown = Object.keys(body).filter((key) => !Object.hasOwn(schema.entries, key))
  if (unknown.length)
    throw new ApiError(
      400,
      'UNKNOWN_FIELD',
      `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown
        .slice(0, 5)
        .map((key) => key.slice(0, 40))
        .join(', ')}`,
    )
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  // A missing field is reported by the object schema, not the field's own: say which field.
  const missing =
    issue?.type === 'object' && issue.input === undefined ? issue.path?.[0]?.key : undefined
  throw new ApiError(
    400,
    'INVALID_INPUT',
    missing !== undefined
      ? `${String(missing)} is required`
      : (issue?.message ?? 'Invalid request'),
  )
}
