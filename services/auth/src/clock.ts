/**
 * The time, in milliseconds since the epoch. Every expiry, cooldown and window reads it (never `Date.now()`
 * directly), so tests can move time forward.
 */
export type Clock = () => number

export const systemClock: Clock = () => Date.now()
