import * as v from 'valibot'

/**
 * A check of a JSON environment value against `schema` (for @foyer/server's `jsonFromEnv`): the value, or
 * an error listing the issues with their paths.
 */
export const validated =
  <S extends v.GenericSchema>(schema: S) =>
  (value: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, value)
    if (!result.success)
      throw new Error(
        result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
      )
    return result.output
  }
