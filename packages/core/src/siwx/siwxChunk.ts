import { fromSiweConfig } from './fromSiweConfig.js'
import { createServiceSiwx } from './serviceSiwx.js'

/**
 * The sign-in code an instance loads when a host turns sign-in on with `siwx: true` or `siweConfig`. One
 * plain object, so the loader reads a property rather than a namespace the bundler assembles at run time
 * (docs/decisions.md, "One eager file").
 */
export const siwxChunk = { createServiceSiwx, fromSiweConfig }
