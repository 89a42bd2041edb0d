// The send views' rules; they load with their chunk.
export const sendCss = /* css */ `
.input-row { display: flex; gap: 8px; }
.input-row .input { flex: 1; min-width: 0; }
.input-row .secondary { min-height: auto; }
.token-choice { margin-bottom: 8px; }
.primary.spaced { margin-top: 8px; }

.preview { display: flex; flex-direction: column; gap: 16px; }
.preview-amount { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 8px 0; font-size: 1.5em; font-weight: 700; }
.details { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px 14px; border-radius: 12px; background: var(--_surface); }
.details div { display: flex; justify-content: space-between; gap: 12px; }
.details dt { color: var(--_muted); }
.details dd { margin: 0; font-weight: 600; text-align: right; }
.preview .error { margin: 0; }
`
