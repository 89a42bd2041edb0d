// Sign-in with the wallet's rules; they load with its chunk.
export const siwxCss = /* css */ `
.sign-in .lead { margin-bottom: 8px; overflow-wrap: anywhere; }
.sign-in .muted { max-width: 32ch; margin: 0 0 8px; }
.sign-in-required { font-size: 0.87em; }
.sign-in-status { min-height: 1.4em; margin: 4px 0 8px; font-size: 0.87em; color: var(--_muted); }
.sign-in .error { margin: 0 0 12px; }
.sign-in-actions { align-self: stretch; display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.sign-in-actions .secondary { min-height: 48px; }
.sign-in-actions .primary { display: flex; align-items: center; justify-content: center; gap: 8px; }
`
