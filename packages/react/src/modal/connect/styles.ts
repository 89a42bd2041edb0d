// The connect views' own rules (the parts they share with other views are in modal/partStyles.ts).
export const connectCss = /* css */ `
/* "Haven't got a wallet? Get started" under the connect methods, across the card's foot. */
.connect-help {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 12px 0 0;
  padding-top: 12px;
  border-top: 1px solid var(--_border);
  font-size: 0.93em;
}
.connecting { display: flex; flex-direction: column; align-items: center; padding: 16px 0 4px; text-align: center; }
.connecting .muted { margin: 0 0 8px; }
.connecting .error { align-self: stretch; margin-top: 12px; }
.connecting-icon { position: relative; border-radius: 24px; padding: 4px; }
.connecting-icon.pending::after {
  content: '';
  position: absolute;
  inset: -2px;
  border-radius: 24px;
  border: 2px solid var(--_accent);
  animation: foyer-pulse 1.4s ease-in-out infinite;
}
.connecting .link-button { display: inline-flex; align-items: center; text-decoration: none; }
.connecting .otp { align-self: stretch; margin-top: 8px; }
.connecting .otp .error { margin-top: 0; }

/* The device-approval step: a calm panel, the mail icon on an accent tint, the note that it goes on by itself. */
.device-step {
  align-self: stretch;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  padding: 16px;
  border-radius: calc(var(--_radius) * 0.75);
  background: var(--_surface);
}
.device-step p { margin: 0; }
/* The e-mail login's header icon, where a wallet's icon would be. */
.connecting-mail {
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 20px;
  background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
  color: var(--_accent-text);
}
.device-step-text { font-weight: 600; overflow-wrap: anywhere; }
.device-step-note { display: flex; align-items: center; gap: 8px; font-size: 0.87em; }
.device-step .error { align-self: stretch; margin-top: 4px; }

/* The legal checkbox (features.legalCheckbox) and the methods it gates: disabled, they dim. */
.legal { display: flex; align-items: flex-start; gap: 10px; margin: 0 0 16px; padding: 12px 14px; border-radius: 12px; background: var(--_surface); font-size: 0.87em; line-height: 1.45; cursor: pointer; }
.legal input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--_accent); }
.legal a { color: var(--_accent-text); font-weight: 600; }
.legal-gated { min-width: 0; margin: 0; padding: 0; border: 0; }
.legal-gated:disabled .connect-method, .legal-gated:disabled .list { opacity: 0.5; }
.legal-gated:disabled .row, .legal-gated:disabled a { cursor: not-allowed; }

/* The Connect view's wallets in groups (Recent, Installed, Popular), each under a quiet title. */
.connect-wallets { display: flex; flex-direction: column; gap: 6px; }
/* Calmer and denser than the other views' rows: more wallets in sight above the other ways in. */
.connect-wallets .list { gap: 6px; }
.connect-wallets .row { min-height: 48px; padding-block: 4px; }
.connect-wallets .wallet-icon-small { width: 34px; height: 34px; border-radius: 9px; }
.wallet-group-title { margin: 4px 4px 0; color: var(--_muted); font-size: 0.8em; font-weight: 600; letter-spacing: 0.01em; }
/* The All wallets row's icon: four logos of wallets not listed above, two by two. */
.wallet-mosaic { display: grid; grid-template-columns: 1fr 1fr; gap: 2px; padding: 4px; }
.wallet-mosaic img { width: 100%; height: 100%; border-radius: 4px; object-fit: cover; }

/* In the dialog, the card is a column whose wallet list gives way first: when the card is shorter than
   the view, the list scrolls inside it (a part of a row showing that there is more) while e-mail, social
   login and the help line below stay in sight, on a desktop's first screen as on a phone's sheet. */
.dialog .card:has(> .body[data-view='Connect']) { display: flex; flex-direction: column; }
.dialog .body[data-view='Connect'],
.dialog .body[data-view='Connect'] .legal-gated,
.dialog .body[data-view='Connect'] .connect-method:has(> .connect-wallets) { display: flex; flex-direction: column; min-height: 0; }
/* It keeps at least 188 px (three rows) or its whole height when shorter: calc-size where the browser has
   it, else two rows (what a list with its All wallets row always fills). Its padding keeps the rows' focus
   rings inside the scroller. */
.dialog .connect-method > .connect-wallets {
  min-height: 120px;
  min-height: calc-size(max-content, min(size, 188px));
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: -3px;
  padding: 3px;
  /* Where rows lie beyond an edge, the edge fades (set by useScrollEdges): on a phone's sheet the Popular
     group's first row stood cut at the bottom edge with nothing saying the list scrolls. */
  --_fade-top: 0px;
  --_fade-bottom: 0px;
  mask-image: linear-gradient(to bottom, transparent, #000 var(--_fade-top), #000 calc(100% - var(--_fade-bottom)), transparent);
}
.dialog .connect-method > .connect-wallets[data-scrolled] { --_fade-top: 20px; }
.dialog .connect-method > .connect-wallets[data-more] { --_fade-bottom: 40px; }

/* The card's bottom fade says "more below"; on Connect the list scrolls instead of the card (a part of a row
   says so), and the fade only dimmed the help line at the foot ("Get started" at under 3:1, seen in
   desktop-light-ar and phone-light-en) when the column's rounding left the card a few pixels to scroll. */
.dialog .card:has(> .body[data-view='Connect'])::after { display: none; }

/* The Connect view's methods (e-mail, wallets) in the order SPEC §2 gives, a rule between two. */
.connect-method + .connect-method { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--_border); }
.social-login { display: flex; flex-direction: column; gap: 8px; }
.social-login button { min-height: 44px; }
/* Provider names in text (no logos yet): two to a row, so that none is cut. */
.social-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 8px; }
.social-row button { padding-inline: 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.email-login .input-row { display: flex; gap: 8px; }
.email-login .input { flex: 1; min-width: 0; min-height: 48px; }
.email-login .input[aria-invalid='true'] { border-color: var(--_danger); }
.email-login .primary { width: auto; flex: none; }
.email-login .error { margin: 0; }
.passkey-sign-in { display: inline-flex; align-items: center; gap: 8px; margin-top: 8px; }
.passkey-sign-in svg { width: 18px; height: 18px; }
/* A login's passkey step: the wallet's page, then Cancel beneath it. */
.passkey-step { display: flex; flex-direction: column; align-items: center; gap: 12px; align-self: stretch; text-align: center; }
.passkey-step p { margin: 0; }
`
