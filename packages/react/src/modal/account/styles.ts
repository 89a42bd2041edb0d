// The account views' own rules: the account header, wallet features, tabs, the signature.
export const accountCss = /* css */ `
.account-actions { margin-top: 16px; }
.account-actions .row, .row.danger { padding-inline-start: 14px; }
.account-quick { display: flex; gap: 8px; margin: -4px 0 16px; }
.account-quick .secondary { flex: 1; display: flex; align-items: center; justify-content: center; gap: 8px; min-width: 0; padding: 0 12px; white-space: nowrap; }
.account-quick .danger { color: var(--_danger); }

.account { display: flex; flex-direction: column; align-items: center; padding: 8px 0 20px; }
.account p { margin: 0; }
.account .address { margin-top: 12px; font-size: 1.2em; font-weight: 600; letter-spacing: -0.01em; }
.account-email { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.account-type { margin: 0; padding: 2px 10px; border-radius: 999px; background: var(--_surface); color: var(--_muted); font-size: 0.8em; font-weight: 600; }
.avatar { width: 72px; height: 72px; border-radius: 50%; border: 1px solid var(--_border); }
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
