// Foyer with every feature switched on.
import { renderFoyerHost } from '../shared/foyer.js'

renderFoyerHost({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: true,
  smartSessions: true,
  collapseWallets: true,
  pay: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
})
