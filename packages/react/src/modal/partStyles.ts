import { ICON_LOADING } from '../icons/IconImage.js'
import { iconFallbackCss } from '../icons/iconFallbackCss.js'

// The rules of the parts every view uses (rows, tags, icons, banners, tokens, inputs, buttons, toasts),
// joined into the modal's one stylesheet by styles.ts, which holds the theme, the dialog and its frame.

export const partCss = /* css */ `
.row {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 14px 8px 8px;
  border: 0;
  border-radius: calc(var(--_radius) * 0.75);
  background: var(--_surface);
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease;
}
.row:hover { background: var(--_surface-hover); }
.row[aria-busy='true'] { opacity: 0.6; cursor: progress; }
.row[aria-current='true'] { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.row.danger { color: var(--_danger); padding-inline-start: 14px; }
.row.spaced { margin-top: 12px; }
.row-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.chevron { color: var(--_muted); flex: none; }

.tag {
  flex: none;
  padding: 2px 8px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--_accent) 14%, transparent);
  color: var(--_accent-text);
  font-size: 0.8em;
  font-weight: 600;
}

.wallet-icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  object-fit: cover;
  border: 1px solid var(--_border);
  background: var(--_bg);
}
.wallet-icon-large { width: 72px; height: 72px; border-radius: 20px; font-size: 1.6em; }
/* A wallet without a logo: a neutral wallet on a tile whose rim and drawing are the muted text colour:
   6.0:1 on the card and 5.4:1 against a row in light, 6.7:1 and 5.9:1 in dark (the monograms it replaced
   were down to 1.0:1 on a dark row). */
.wallet-icon-fallback { border: 1.5px solid var(--_muted); color: var(--_muted); background: var(--_bg); }
.wallet-icon-fallback svg { width: 62%; height: 62%; }
.wallet-icon-grid {
  background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
  color: var(--_accent-text);
  font-weight: 700;
}

.network-icon {
  flex: none;
  display: grid;
  place-items: center;
  border-radius: 50%;
  object-fit: cover;
  font-weight: 700;
}
.network-icon-small { width: 18px; height: 18px; font-size: 0.65em; }
.network-icon-medium { width: 28px; height: 28px; font-size: 0.8em; }
.network-icon-large { width: 40px; height: 40px; }
.network-group-title { margin: 12px 4px 6px; color: var(--_muted); font-size: 0.87em; font-weight: 600; }
.network-group:first-of-type .network-group-title { margin-top: 0; }
.current-mark { width: 8px; height: 8px; border-radius: 50%; background: var(--_success); }

.empty, .muted { color: var(--_muted); }
.empty { margin: 4px 4px 12px; }
.intro { margin: 0 4px 16px; text-align: center; }
.lead { margin: 16px 0 4px; font-size: 1.07em; font-weight: 600; }

.error {
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 12px;
  background: color-mix(in srgb, var(--_danger) 11%, transparent);
  color: var(--_danger);
  font-weight: 500;
}
.banner {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 12px;
  font-size: 0.87em;
}
.banner-warning { background: color-mix(in srgb, var(--_warning) 13%, transparent); color: var(--_warning); }
.banner-error { background: color-mix(in srgb, var(--_danger) 11%, transparent); color: var(--_danger); }
.banner span { color: var(--_text); opacity: 0.8; }

/* A list of facts, label at the start and value at the end (a send's or a swap's preview). */
.details { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px 14px; border-radius: 12px; background: var(--_surface); }
.details div { display: flex; justify-content: space-between; gap: 12px; }
.details dt { color: var(--_muted); }
.details dd { margin: 0; font-weight: 600; text-align: end; }
/* An amount with its symbol ('1,000 fUSD', '1 ETH = 2,970 fUSD') keeps its left-to-right order inside a
   right-to-left view: its direction comes from its own first letter. */
.amount, .details dd { unicode-bidi: plaintext; }

.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
/* A value written left to right inside any sentence (parts/Ltr.tsx): isolated, on one line. */
.ltr { unicode-bidi: isolate; white-space: nowrap; }

.token-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.token { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 6px 8px; }
.token.skeleton { border-radius: 12px; background: var(--_surface); animation: foyer-pulse 1.4s ease-in-out infinite; }
.token-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
/* The detail under a name ('10,000 ETH') takes its direction from its first letter (.amount): its box sits at
   the column's start, under the name, in either direction, rather than at its own left edge. */
.token-text > .amount { align-self: start; max-width: 100%; }
.token-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-value { font-weight: 600; }
.token-icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid var(--_border);
  background: var(--_bg);
  font-weight: 700;
}
/* An image that is missing or failed: the name's initial on the name's own colour (IconImage). */
${iconFallbackCss()}
/* An image still on its way: the token list's skeleton in the icon's shape, not a blank bordered circle. */
.${ICON_LOADING} { border-color: transparent; background: var(--_surface); animation: foyer-pulse 1.4s ease-in-out infinite; }

.chunk-loading { min-height: 120px; }
/* A view's slot in the body: no box of its own; the view an answer hides stays mounted, not shown. */
.view-slot { display: contents; }
.view-slot[hidden] { display: none; }

.input {
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.75);
  background: var(--_surface);
  resize: vertical;
}
.input::placeholder { color: var(--_muted); }
.search { margin-bottom: 12px; min-height: 44px; }
.form { display: flex; flex-direction: column; gap: 8px; }
.label { font-size: 0.87em; font-weight: 600; color: var(--_muted); }

.primary, .secondary {
  min-height: 48px;
  padding: 0 20px;
  border: 0;
  border-radius: calc(var(--_radius) * 0.75);
  font-weight: 600;
  cursor: pointer;
}
.primary { width: 100%; background: var(--_accent); color: var(--_on-accent); }
.primary:hover { background: color-mix(in srgb, var(--_accent) 88%, #000); }
.secondary { min-height: 40px; background: var(--_surface); }
.secondary:hover { background: var(--_surface-hover); }
.primary:disabled { opacity: 0.5; cursor: not-allowed; }

.toast-region {
  position: absolute;
  inset-inline-start: 0;
  inset-inline-end: 0;
  bottom: 12px;
  display: flex;
  justify-content: center;
  pointer-events: none;
}
.toast {
  padding: 8px 14px;
  border-radius: 999px;
  background: var(--_text);
  color: var(--_bg);
  font-size: 0.87em;
  font-weight: 600;
  box-shadow: var(--_shadow);
  animation: foyer-rise 160ms ease-out;
}
.toast-error { background: var(--_danger); color: #fff; }

/* A quiet button in the accent's text colour (resend, show all). */
.text-button {
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--_accent-text);
  font-weight: 600;
  cursor: pointer;
}
.text-button:hover:not(:disabled) { background: var(--_surface); }
.text-button:disabled { color: var(--_muted); font-weight: 500; cursor: default; }

/* The wallet's own pages, framed in the modal (approval, passkey): documents of the wallet's origin. */
.approval-frame, .passkey-frame {
  display: block;
  width: 100%;
  border: 1px solid var(--_border);
  border-radius: 16px;
  background: var(--_background, transparent);
  color-scheme: normal;
}

.spinner {
  flex: none;
  display: inline-block;
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: foyer-spin 0.8s linear infinite;
}

/* The one-time code: six boxes across the card (48 px each at the modal's 360 px). */
.otp { display: flex; flex-direction: column; align-items: stretch; gap: 12px; }
.otp-boxes {
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
/* The legend labels the group; as a grid item spanning the row it sits above the boxes. */
.otp-label { grid-column: 1 / -1; margin-bottom: 4px; padding: 0; text-align: center; color: var(--_muted); overflow-wrap: anywhere; }
.otp-digit {
  width: 100%;
  height: 56px;
  padding: 0;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.75);
  background: var(--_surface);
  text-align: center;
  font-size: 1.47em;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  caret-color: var(--_accent);
  transition: border-color 120ms ease, background-color 120ms ease;
}
.otp-digit:focus { border-color: var(--_accent); background: var(--_bg); }
.otp-digit[aria-invalid='true'] { border-color: var(--_danger); }
.otp[aria-busy='true'] .otp-digit { opacity: 0.6; cursor: progress; }
.otp .error { margin: 0; }
.otp-status { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; margin: 0; }
.otp-resend { align-self: center; }

.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`
