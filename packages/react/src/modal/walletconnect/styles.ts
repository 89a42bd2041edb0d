// The WalletConnect pairing view's rules; they load with its chunk.
import { qrCss } from '../parts/QrCode.js'

export const walletConnectCss = /* css */ `${qrCss}
.walletconnect { display: flex; flex-direction: column; align-items: center; gap: 12px; padding-top: 4px; text-align: center; }
.walletconnect .muted, .walletconnect .lead { margin: 0; max-width: 32ch; }
.walletconnect .error { align-self: stretch; margin: 8px 0 0; }
.walletconnect-qr { position: relative; padding: 8px; border-radius: 20px; border: 1px solid var(--_border); background: #fff; }
.walletconnect-logo { position: absolute; inset: 0; display: grid; place-items: center; pointer-events: none; }
.walletconnect-logo .wallet-icon { width: 44px; height: 44px; border-radius: 12px; box-shadow: 0 0 0 6px #fff; background: #fff; }
/* The code is always dark on white: so is a logo-less wallet in its centre, whatever the theme. */
.walletconnect-logo .wallet-icon-fallback { color: #5f636e; border-color: #5f636e; }
.walletconnect-status { display: flex; align-items: center; gap: 8px; min-height: 20px; margin: 0; color: var(--_muted); font-size: 14px; }
.walletconnect-fallback { display: flex; flex-direction: column; align-items: center; gap: 8px; align-self: stretch; padding: 12px; border-radius: 16px; background: var(--_surface); }
.walletconnect-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; align-self: stretch; }
.walletconnect-actions.single { grid-template-columns: 1fr; }
.walletconnect-actions > * { min-height: 44px; display: inline-flex; align-items: center; justify-content: center; gap: 8px; padding-inline: 12px; white-space: nowrap; text-decoration: none; }
.walletconnect .link-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.walletconnect-actions .disabled { opacity: 0.5; pointer-events: none; }
.walletconnect-apps { align-self: stretch; text-align: start; }
.walletconnect-apps .disabled { opacity: 0.5; pointer-events: none; }
.walletconnect-more { align-self: stretch; text-align: center; }
.walletconnect-more > summary { display: block; width: fit-content; margin: 0 auto; line-height: 40px; list-style: none; }
.walletconnect-more > summary::-webkit-details-marker { display: none; }
.walletconnect-more .walletconnect-qr { width: fit-content; margin: 8px auto 12px; }
.qr-placeholder { background: var(--_surface); animation: foyer-pulse 1.4s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) { .qr-placeholder { animation: none; } }
`
