// The Pay view's rules; they load with its chunk.
export const payCss = /* css */ `
.pay { display: flex; flex-direction: column; gap: 16px; }
.pay p { margin: 0; }
.pay-summary { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 0; text-align: center; }
.pay-amount { font-size: 1.73em; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.pay-network { display: inline-flex; align-items: center; gap: 6px; }
.pay-wallet, .pay-providers { display: flex; flex-direction: column; gap: 8px; }
.pay-providers .network-group-title { margin: 4px 0 0; }
.pay-providers .secondary { min-height: 48px; }
.pay-busy, .pay-done { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0; text-align: center; }
.pay-done .primary { align-self: stretch; }
.pay-heading { font-weight: 600; }
.pay .buy-spinner { width: 40px; height: 40px; border-width: 4px; color: var(--_accent); }
.pay .buy-mark { width: 56px; height: 56px; }
.pay .buy-mark circle { fill: color-mix(in srgb, var(--_success) 14%, transparent); }
.pay .buy-mark path { fill: none; stroke: var(--_success); stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
.pay .text-button { display: inline-flex; align-items: center; text-decoration: none; }
`
