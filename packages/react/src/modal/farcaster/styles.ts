// ConnectingFarcaster's rules; they load with its chunk.
import { qrCss } from '../parts/QrCode.js'

export const farcasterCss = /* css */ `${qrCss}
.farcaster { display: flex; flex-direction: column; align-items: center; gap: 12px; padding-top: 4px; text-align: center; }
.farcaster .muted { margin: 0; max-width: 32ch; }
.farcaster .error { align-self: stretch; margin: 8px 0 0; }
.farcaster-qr { padding: 8px; border-radius: 20px; border: 1px solid var(--_border); background: #fff; }
.qr-placeholder { background: var(--_surface); animation: foyer-pulse 1.4s ease-in-out infinite; }
.farcaster-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; align-self: stretch; }
.farcaster-actions > * { min-height: 44px; display: inline-flex; align-items: center; justify-content: center; gap: 8px; padding-inline: 12px; white-space: nowrap; text-decoration: none; }
.farcaster-actions .disabled { opacity: 0.5; pointer-events: none; }
@media (prefers-reduced-motion: reduce) { .qr-placeholder { animation: none; } }
`
