export { type RunningRelay, startRelay, subscriptionId } from '../relay.js'
