// The wallet names' rules; they load with its chunk.
export const namesCss = /* css */ `
.register-name { display: flex; flex-direction: column; gap: 12px; }
.register-name .intro, .register-name p { margin: 0; }
.register-name .input[aria-invalid='true'] { border-color: var(--_danger); }
.name-field { position: relative; display: flex; align-items: center; }
.name-field .input { flex: 1; min-width: 0; }
.name-suffix { position: absolute; inset-inline-end: 14px; pointer-events: none; }
.name-field:has(.name-suffix) .input { padding-inline-end: 96px; }
.name-hint { font-size: 0.87em; }
.name-status { min-height: 1.4em; font-weight: 600; }
.name-free { color: var(--_success); }
.name-taken { color: var(--_danger); }
.name-suggestions .network-group-title { margin-top: 0; }
.register-name-result { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 24px 0 4px; text-align: center; }
.register-name-result p { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.register-name-result .primary { align-self: stretch; }
.register-name-spinner { width: 40px; height: 40px; border-width: 4px; color: var(--_accent); }
.register-name-mark { width: 56px; height: 56px; }
.register-name-mark circle { fill: color-mix(in srgb, var(--_success) 14%, transparent); }
.register-name-mark path { fill: none; stroke: var(--_success); stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
`
