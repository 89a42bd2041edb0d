// The Devices view's rules; they load with its chunk.
export const devicesCss = /* css */ `
.devices { display: flex; flex-direction: column; gap: 8px; }
.device { display: flex; align-items: center; gap: 12px; padding: 12px 14px; border-radius: 12px; background: var(--_surface); }
.device-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
.device-text .row-label { display: flex; align-items: center; gap: 8px; }
.device-badge { padding: 2px 8px; border-radius: 999px; background: var(--_bg); color: var(--_muted); font-size: 0.8em; font-weight: 600; }
.device .secondary { min-height: 40px; padding: 0 14px; }
.devices-empty { margin: 24px 0; text-align: center; }
`
