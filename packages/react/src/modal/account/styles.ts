// The account views' own rules: the account header, wallet features, tabs, the signature.
export const accountCss = /* css */ `
.account-actions { margin-top: 16px; }
.account-actions .row, .row.danger { padding-inline-start: 14px; }
/* Disconnect, the account's last row: a rule above it, quiet until hovered, red as what it does. */
.account-footer { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--_border); }
.account-disconnect { min-height: 48px; background: transparent; }
.account-disconnect:hover { background: color-mix(in srgb, var(--_danger) 9%, var(--_bg)); }

.account { display: flex; flex-direction: column; align-items: center; padding: 8px 0 20px; }
.account p { margin: 0; }
.account .address { margin-top: 12px; font-size: 1.07em; font-weight: 600; letter-spacing: -0.01em; }
.account-address-line { display: flex; align-items: center; justify-content: center; gap: 2px; margin-top: 8px; }
.account > .address + .account-address-line { margin-top: 0; }
.account-address-line .address { margin-top: 0; }
.account-copy { width: 32px; height: 32px; }
/* The hero: the balance, in the text colour and the largest type on the view. */
.account-balance { margin: 6px 0 2px; font-size: 2.13em; font-weight: 700; letter-spacing: -0.02em; line-height: 1.15; font-variant-numeric: tabular-nums; }
.account .account-type, .account .account-email { margin-top: 4px; }
.account-email { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.account-type { margin: 0; padding: 2px 10px; border-radius: 999px; background: var(--_surface); color: var(--_muted); font-size: 0.8em; font-weight: 600; }
.avatar { width: 64px; height: 64px; border-radius: 50%; border: 1px solid var(--_border); }
.avatar-0 { background: linear-gradient(135deg, #7f5af0, #2cb67d); }
.avatar-1 { background: linear-gradient(135deg, #ff8e3c, #d9376e); }
.avatar-2 { background: linear-gradient(135deg, #3da9fc, #094067); }
.avatar-3 { background: linear-gradient(135deg, #f9c80e, #f86624); }
.avatar-4 { background: linear-gradient(135deg, #43d9ad, #3b6ef5); }
.avatar-5 { background: linear-gradient(135deg, #e45858, #6246ea); }

.features { display: flex; gap: 8px; margin: 0 0 16px; }
/* Icon above label, as wallet apps lay out their actions: the label gets the button's whole width, which
   the longer words of other languages need ('Empfangen', 'Intercambiar'). */
.features .feature {
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 64px;
  padding: 8px 4px;
  font-size: 0.9em;
  text-align: center;
  overflow-wrap: anywhere;
  border: 0;
  border-radius: calc(var(--_radius) * 0.75);
  background: color-mix(in srgb, var(--_accent) 12%, var(--_bg));
  color: var(--_accent-text);
  font-weight: 600;
  cursor: pointer;
}
.features .feature:hover { background: color-mix(in srgb, var(--_accent) 20%, var(--_bg)); }

.tablist { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--_surface); }
.tab {
  flex: 1;
  min-height: 36px;
  padding: 0 12px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--_muted);
  font-weight: 600;
  cursor: pointer;
}
.tab:hover { color: var(--_text); }
.tab[aria-selected='true'] { background: var(--_bg); color: var(--_text); box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
.tabpanel { padding-top: 12px; border-radius: 8px; }
.tabpanel[hidden] { display: none; }
.tabpanel .empty { margin: 12px 4px; text-align: center; }

.signature { display: flex; flex-direction: column; gap: 4px; margin-top: 8px; }
.signature output {
  padding: 10px 12px;
  border-radius: 12px;
  background: var(--_surface);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8em;
  word-break: break-all;
}
`
