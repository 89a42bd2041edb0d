/**
 * A key to one value an instance's adapters share (`AdapterContext.shared`): the key names the value's type
 * and how the first adapter that asks for it creates it, so every adapter reads it typed, with no cast.
 */
export type SharedKey<T> = { readonly name: string; create(): T }

/** Defines a shared key (define each once, in the module every adapter that shares the value imports). */
export function sharedKey<T>(name: string, create: () => T): SharedKey<T> {
  return { name, create }
}
