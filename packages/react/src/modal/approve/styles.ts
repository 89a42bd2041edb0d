// The approval view's rules; they load with its chunk.
export const approveCss = /* css */ `
.approval { display: flex; flex-direction: column; gap: 16px; }
.approval-intro { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; }
.approval-intro .lead { margin: 0; overflow-wrap: anywhere; }
.approval-network {
  margin: 0;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--_surface);
  color: var(--_muted);
  font-size: 0.87em;
  font-weight: 600;
}

/* .approval-frame: with the passkey frame's rule, in partStyles.ts. */

.approval-summary { display: flex; flex-direction: column; gap: 8px; }
.approval-summary h3 { margin: 4px 0 0; }
.approval-calls { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.approval-calls li { display: flex; flex-direction: column; gap: 6px; }
.approval-message, .approval-box {
  margin: 0;
  padding: 12px 14px;
  border-radius: 12px;
  background: var(--_surface);
  font-size: 0.87em;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 240px;
  overflow: auto;
}

/* Label above value: addresses and data are long, a side-by-side row would squeeze them. */
.approval-details, .approval-fields { display: flex; flex-direction: column; margin: 0; }
.approval-details { border-radius: 12px; background: var(--_surface); }
.approval-details > div { display: flex; flex-direction: column; gap: 2px; padding: 10px 14px; }
.approval-details > div + div { border-top: 1px solid var(--_border); }
.approval-details dt, .approval-fields dt { color: var(--_muted); font-size: 0.87em; }
.approval-details dd, .approval-fields dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.approval-fields { gap: 6px; padding: 10px 14px; border-radius: 12px; background: var(--_surface); }
.approval-fields > div { display: flex; flex-direction: column; gap: 1px; }
/* A struct inside a struct: indented under its name, on a rule rather than another box. */
.approval-fields .approval-fields, .approval-details .approval-fields {
  margin-top: 4px;
  padding: 2px 0 2px 12px;
  border-inline-start: 2px solid var(--_border);
  border-radius: 0;
  background: none;
}
/* A token call as a sentence; the call itself folded under 'Details'. */
.approval-call { display: flex; flex-direction: column; gap: 8px; }
.approval-intent { margin: 0; line-height: 1.6; }
.approval-token-amount { display: inline-flex; align-items: center; gap: 4px; vertical-align: bottom; }
.approval-token-amount .token-icon { width: 20px; height: 20px; font-size: 11px; }
.approval-more > summary { cursor: pointer; color: var(--_muted); font-size: 0.87em; font-weight: 600; padding: 4px 0; }
.approval-more[open] > summary { margin-bottom: 6px; }
.approval-recipient { display: flex; align-items: flex-start; gap: 4px; }
.approval-recipient .mono { flex: 1; min-width: 0; padding-top: 2px; }
.approval-recipient .icon-button { width: 32px; height: 32px; margin: -4px -8px -4px 0; }
.long-hex { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.long-hex .mono { font-weight: 500; font-size: 0.87em; word-break: break-all; }
.long-hex .text-button { min-height: 32px; margin-inline-start: -12px; }

/* The decision stays in reach however long the request: a footer stuck to the card's bottom edge, over
   the scroll fade (z-index), set apart by a rule. */
.approval-actions {
  position: sticky;
  bottom: -20px;
  z-index: 3;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin: 0 -16px -20px;
  padding: 12px 16px 20px;
  border-top: 1px solid var(--_border);
  background: var(--_bg);
}
.approval-actions .secondary { min-height: 48px; }
.approval-actions .primary { display: flex; align-items: center; justify-content: center; gap: 8px; }
.approval-actions .secondary:disabled { opacity: 0.5; cursor: not-allowed; }
`
