import * as v from 'valibot'
import { ApiError } from './errors.js'

/** Parses input with a valibot schema, or answers 400 naming what is wrong. */
export function parseInput<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new ApiError(400, 'INVALID_INPUT', `Invalid ${what}: ${problems.join('; ')}`)
}

/** A request's JSON body checked against `schema`, or 400 (not JSON, or naming what is wrong). */
export async function parseJsonBody<const S extends v.GenericSchema>(
  request: { json(): Promise<unknown> },
  schema: S,
): Promise<v.InferOutput<S>> {
  let input: unknown
  try {
    input = await request.json()
  } catch {
    throw new ApiError(400, 'INVALID_INPUT', 'Invalid body: expected JSON')
  }
  return parseInput(schema, input, 'body')
}
