// The send views' rules; they load with their chunk.
export const sendCss = /* css */ `
.input-row { display: flex; gap: 8px; }
.input-row .input { flex: 1; min-width: 0; }
.input-row .secondary { min-height: auto; }
.token-choice { margin-bottom: 8px; }
.primary.spaced { margin-top: 8px; }

.preview { display: flex; flex-direction: column; gap: 16px; }
.preview-amount { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 8px 0; font-size: 1.5em; font-weight: 700; }
.preview .error { margin: 0; }
.preview-network { display: inline-flex; align-items: center; gap: 6px; }
.preview-receiver { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.receiver-name { margin: -4px 4px 0; font-size: 0.87em; overflow-wrap: anywhere; }
`
