// Buying crypto's rules; they load with its chunk (and reuse the swap boxes' look, from the shared sheet).
export const onrampCss = /* css */ `
.buy { display: flex; flex-direction: column; gap: 12px; }
.buy .swap-box { display: flex; flex-direction: column; gap: 8px; padding: 12px 14px; border-radius: calc(var(--_radius) * 0.75); background: var(--_surface); }
.buy .swap-box:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.buy .swap-box-label { font-size: 0.87em; font-weight: 600; color: var(--_muted); }
.buy .swap-box-main { display: flex; align-items: center; gap: 8px; }
.buy .swap-amount { flex: 1; min-width: 0; padding: 0; border: 0; background: transparent; font-size: 1.73em; font-weight: 600; font-variant-numeric: tabular-nums; outline: none; }
.buy .swap-amount::placeholder { color: var(--_muted); }
.buy-token { align-self: flex-start; display: flex; align-items: center; gap: 8px; min-height: 40px; padding: 4px 12px 4px 4px; border: 1px solid var(--_border); border-radius: 999px; background: var(--_bg); font-weight: 600; cursor: pointer; }
.buy-token:hover { background: var(--_surface-hover); }
.buy-token .token-icon { width: 28px; height: 28px; font-size: 0.8em; }
.buy-choices, .buy-presets { display: flex; flex-wrap: wrap; gap: 6px; }
.chip { min-height: 32px; padding: 0 12px; border: 1px solid var(--_border); border-radius: 999px; background: var(--_bg); color: var(--_text); font-weight: 600; font-size: 0.87em; cursor: pointer; }
.chip:hover { background: var(--_surface-hover); }
.chip[aria-pressed='true'] { border-color: var(--_accent); background: color-mix(in srgb, var(--_accent) 12%, var(--_bg)); color: var(--_accent-text); }
.buy-limits { margin: 0; font-size: 0.87em; }
fieldset.buy-choices, .buy-method { min-width: 0; margin: 0; padding: 0; border: 0; }
.buy-method { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.buy-method legend { float: left; padding: 0; }
.buy-offers { display: flex; flex-direction: column; gap: 8px; }
.buy-offers .network-group-title { margin: 4px 0 0; }
.buy-offers .list { margin: 0; }
.buy-offer { flex-direction: column; align-items: stretch; gap: 4px; text-align: start; }
.buy-offer[aria-pressed='true'] { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.buy-offer-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.buy-offer-get { font-weight: 600; font-variant-numeric: tabular-nums; }
.buy-offer-costs { display: grid; gap: 2px; margin: 0; font-size: 0.87em; color: var(--_muted); }
.buy-offer-costs div { display: flex; justify-content: space-between; gap: 8px; }
.buy-offer-costs dd { margin: 0; font-variant-numeric: tabular-nums; }
.tag { padding: 2px 8px; border-radius: 999px; background: color-mix(in srgb, var(--_accent) 14%, transparent); color: var(--_accent-text); font-size: 0.8em; font-weight: 600; }
.buy-progress { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 0 4px; text-align: center; }
.buy-progress p { margin: 0; }
.buy-progress-heading { font-weight: 600; overflow-wrap: anywhere; }
.buy-progress .primary { align-self: stretch; }
.buy-progress .text-button { display: inline-flex; align-items: center; text-decoration: none; }
.buy-spinner { width: 40px; height: 40px; border-width: 4px; color: var(--_accent); }
.buy-mark { width: 56px; height: 56px; }
.buy-mark circle { fill: color-mix(in srgb, var(--_success) 14%, transparent); }
.buy-mark path { fill: none; stroke: var(--_success); stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
`
