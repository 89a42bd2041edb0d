// The lazy chunk an instance loads as soon as createFoyer has returned (deferred/startDeferredParts.ts): what
// a visitor cannot meet before the page is interactive, kept out of the host's entry chunk (issue 38;
// docs/decisions.md, "What an instance starts after createFoyer"). A plain object, not a module namespace:
// reading a namespace a lazy chunk shares needs one of rolldown's helpers, which then leave the entry for a
// file of their own (docs/decisions.md, "One eager file").
import { pay } from '../actions/pay.js'
import { startServices } from '../actions/services.js'
import { announceUnavailableOptions } from '../options/availability.js'
import { watchSignIn } from '../signInReactions.js'

/** What startDeferredParts calls once the chunk is there, and `pay()`, which `foyer.pay` calls through it. */
export const deferredParts = { announceUnavailableOptions, watchSignIn, startServices, pay }

export type DeferredParts = typeof deferredParts
