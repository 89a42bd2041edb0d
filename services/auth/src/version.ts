/** This service's version: sent to the data service as `sv` (SPEC §7's client parameters). */
export const AUTH_VERSION = '0.1.0'

/** The SDK type and client id the service names itself with when it calls the data service. */
export const AUTH_CLIENT = 'foyer-auth'
