/**
 * The hang guard of a test that starts Node processes (`node --import tsx <service>`, as a deployment starts
 * one): a start costs ~4 s of CPU alone and 10–40 s beside the browser tests and a busy loop (session 34's
 * stressed run ended a test with two starts at its 60 s limit while both were still loading). It ends a test
 * that would never finish; it does not time a start (issue 38 point 4).
 */
export const PROCESS_HANG_GUARD_MS = 300_000
