// The swap views' rules; they load with their chunk.
export const swapCss = /* css */ `
.swap { display: flex; flex-direction: column; gap: 12px; }
.swap-boxes { position: relative; display: flex; flex-direction: column; gap: 4px; }
.swap-box { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: calc(var(--_radius) * 0.75); background: var(--_surface); }
.swap-box:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.swap-box-label { font-size: 0.87em; font-weight: 600; color: var(--_muted); }
.swap-box-main { display: flex; align-items: center; gap: 8px; }
.swap-amount { flex: 1; min-width: 0; padding: 0; border: 0; background: transparent; font-size: 1.73em; font-weight: 600; font-variant-numeric: tabular-nums; outline: none; text-overflow: ellipsis; }
.swap-amount::placeholder { color: var(--_muted); }
.swap-amount[readonly] { cursor: default; }
.swap-amount[aria-busy='true'] { opacity: 0.55; }
.swap-token { flex: none; display: flex; align-items: center; gap: 8px; min-height: 40px; padding: 4px 10px 4px 4px; border: 1px solid var(--_border); border-radius: 999px; background: var(--_bg); font-weight: 600; cursor: pointer; }
.swap-token:hover { background: var(--_surface-hover); }
.swap-token .token-icon { width: 28px; height: 28px; font-size: 0.8em; }
.swap-token > span:only-of-type { padding-inline-start: 8px; }
.swap-box-foot { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; font-size: 0.87em; }
.swap-max { min-height: 28px; padding: 0 10px; }
.swap-flip { position: absolute; top: 50%; left: 50%; z-index: 1; display: grid; place-items: center; width: 40px; height: 40px; margin: -20px 0 0 -20px; border: 4px solid var(--_bg); border-radius: 12px; background: var(--_surface); color: var(--_text); cursor: pointer; }
.swap-flip:hover { background: var(--_surface-hover); }
.swap-details { font-size: 0.93em; }
.swap-warning { color: var(--_danger); }
.swap-step { margin: 0; padding: 10px 12px; border-radius: 12px; background: color-mix(in srgb, var(--_accent) 10%, transparent); font-size: 0.87em; }
.swap .error { margin: 0; }
.swap-result { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px 0 4px; text-align: center; }
.swap-result p { margin: 0; }
.swap-result .primary { margin-top: 12px; }
.swap-result-icons { display: flex; }
.swap-result-icons .token-icon { width: 56px; height: 56px; font-size: 1.4em; }
.swap-result-icons .token-icon + .token-icon { margin-inline-start: -12px; box-shadow: 0 0 0 3px var(--_bg); }
`
