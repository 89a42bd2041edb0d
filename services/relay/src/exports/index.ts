export { DEFAULT_RELAY_LIMITS, type RelayLimits } from '../limits.js'
export { type RelayOptions, type RunningRelay, startRelay } from '../relay.js'
export { subscriptionId } from '../routing.js'
