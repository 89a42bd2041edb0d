// @foyer/embedded/frame: the runtime of the page inside the embedded wallet's iframe.

export { startFrameChannel } from '../frame/channel.js'
export { runFrame } from '../frame/runFrame.js'
export { type SolanaKey, solanaKeyFrom } from '../frame/solanaKey.js'
// The Solana signing the frame does, for tests that run it beside a real cluster without a page.
export { serveSolanaRequest } from '../frame/solanaRequests.js'
