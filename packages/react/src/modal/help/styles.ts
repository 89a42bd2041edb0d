// The help views: what a wallet is, and getting one.
export const helpCss = `
.help { display: flex; flex-direction: column; gap: 16px; }
.help-points { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 0; list-style: none; }
.help-points li { display: flex; gap: 12px; align-items: flex-start; }
.help-points li > span:last-child, .help-walletless { display: flex; flex-direction: column; gap: 4px; }
.help-icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: color-mix(in srgb, var(--_accent) 12%, var(--_bg));
  color: var(--_accent-text);
}
.help-walletless { padding: 16px; border-radius: var(--_radius); background: var(--_surface); }
.help-walletless .secondary { margin-top: 8px; }
.help-lead { margin: 0; }
`
