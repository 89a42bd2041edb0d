// Foyer with every feature switched off: what loads must not exceed the all-on build.
import { renderFoyerHost } from '../shared/foyer.js'

renderFoyerHost({
  swaps: false,
  onramp: false,
  receive: false,
  send: false,
  email: false,
  history: false,
  analytics: false,
  allWallets: false,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: false,
})
