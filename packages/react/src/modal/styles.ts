import { MODAL_WIDTH_PX, SHAKE_MS } from '@foyer/core/internal'
import { partCss } from './partStyles.js'

// The modal's whole stylesheet, adopted by the shadow root as one constructable sheet: no <style> tags and
// no style attributes, so a Content-Security-Policy without 'unsafe-inline' is fine. Host-set theme
// variables (--foyer-*) arrive as custom properties on the host; the private --_* ones derive from them.
const css = /* css */ `
:host {
  /* #3366ee: white on it is 4.9:1 (WCAG AA); text in the accent colour is --_accent-text, mixed with the
     text colour so that it stays above 4.5:1 on the accent's tints in light and dark, whatever the host's accent. */
  --_accent: var(--foyer-accent, #3366ee);
  --_on-accent: #fff;
  --_accent-text: color-mix(in srgb, var(--_accent) 75%, var(--_text));
  --_radius: var(--foyer-border-radius-master, 16px);
  --_font: var(--foyer-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  --_base-bg: #ffffff;
  --_bg: color-mix(in srgb, var(--foyer-color-mix, var(--_base-bg)) calc(var(--foyer-color-mix-strength, 0) * 1%), var(--_base-bg));
  --_surface: color-mix(in srgb, var(--_text) 5%, var(--_bg));
  --_surface-hover: color-mix(in srgb, var(--_text) 9%, var(--_bg));
  --_text: #14151a;
  /* 4.99:1 on a hovered row (--_surface-hover), 6:1 on the card: muted text stays AA wherever it sits. */
  --_muted: #5f636e;
  --_border: rgb(0 0 0 / 0.08);
  --_danger: #b3261e;
  --_success: #138a52;
  --_warning: #a85d00;
  --_shadow: 0 24px 64px rgb(12 14 20 / 0.22), 0 2px 8px rgb(12 14 20 / 0.08);
  display: block;
  z-index: var(--foyer-z-index, auto);
  color-scheme: light;
}
:host([data-theme='dark']) {
  --_base-bg: #16171b;
  --_text: #f1f2f4;
  --_muted: #9a9eaa;
  --_border: rgb(255 255 255 / 0.08);
  --_danger: #ff6b66;
  --_success: #4bd08b;
  --_warning: #f5b54a;
  --_shadow: 0 24px 64px rgb(0 0 0 / 0.5);
  --_accent-text: color-mix(in srgb, var(--_accent) 50%, var(--_text));
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
/* Arrows that point along the reading direction turn round in a right-to-left language. */
:host([dir='rtl']) .directional { transform: scaleX(-1); }

/* Anchored at its top, not centred: a view that grows (the directory's wallets arriving under the installed
   ones) grows downward, and nothing the visitor may be aiming at moves (docs/decisions.md, "The modal grows
   downward"). The anchor centres a full Connect view (about 640 px tall). */
.dialog {
  --_top: max(64px, calc(50dvh - 320px));
  width: ${MODAL_WIDTH_PX}px;
  max-width: calc(100vw - 16px);
  max-height: calc(100dvh - var(--_top) - 16px);
  padding: 0;
  border: 0;
  margin: var(--_top) auto auto;
  background: transparent;
  color: inherit;
  overflow: visible;
}
/* Closed, the dialog keeps its view styled and laid out, unseen and untouchable, so that opening it only
   moves it to the top layer (docs/decisions.md, "The modal's code loads on the press"). */
.dialog:not([open]) {
  display: block;
  position: fixed;
  inset: 0 auto auto 0;
  visibility: hidden;
  pointer-events: none;
}
.dialog:not([open]) * { animation-play-state: paused; }
.dialog::backdrop { background: rgb(10 12 16 / 0.5); }
.dialog[open] .card { animation: foyer-in 180ms cubic-bezier(0.2, 0.9, 0.3, 1); }
.dialog[open]::backdrop { animation: foyer-fade 180ms ease-out; }

.card {
  position: relative;
  width: 100%;
  max-height: calc(100dvh - var(--_top, 16px) - 16px);
  overflow: auto;
  padding: 8px 16px 20px;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_text);
  box-shadow: var(--_shadow);
  font-family: var(--_font);
  font-size: var(--foyer-font-size-master, 15px);
  line-height: 1.4;
  -webkit-font-smoothing: antialiased;
}
.card.embedded { width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: none; box-shadow: none; }

.header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  min-height: 52px;
  margin-bottom: 8px;
}
/* In the dialog the header stays at the top while a long view scrolls: close is always at hand. Once the
   view has scrolled under it, a rule sets it apart (data-scrolled, set by the dialog). */
.dialog .header {
  position: sticky;
  top: -8px;
  z-index: 2;
  margin: -8px -16px 8px;
  padding: 8px 16px 0;
  background: var(--_bg);
  transition: box-shadow 120ms ease-out;
}
.card[data-scrolled] .header { box-shadow: 0 1px 0 var(--_border), 0 6px 12px -8px rgb(0 0 0 / 0.18); }
/* More below the fold: the view fades out at the card's bottom edge rather than stopping mid-row. */
.dialog .card::after {
  content: '';
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: block;
  height: 32px;
  margin: -32px -16px 0;
  background: linear-gradient(to bottom, transparent, var(--_bg));
  pointer-events: none;
  opacity: 0;
  transition: opacity 120ms ease-out;
}
.dialog .card[data-more]::after { opacity: 1; }
/* Toasts have a place of their own, just above the card (over the dimmed page): never over the title, the
   close button or what they report on. The dialog keeps room for them above the card (--_top). */
.dialog > .toast-region {
  position: absolute;
  top: auto;
  bottom: calc(100% + 12px);
  inset-inline: 8px;
  z-index: 3;
}
.dialog > .toast-region .toast { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

/* A phone: the modal is a sheet from the bottom edge, as wide as the screen, never taller than 92% of it. */
@media (max-width: 520px) {
  .dialog {
    --_top: 0px;
    width: 100vw;
    max-width: 100vw;
    max-height: 100dvh;
    margin: auto 0 0;
  }
  .card {
    /* 92% of the screen, leaving at least the toasts' place above it. */
    max-height: min(92dvh, calc(100dvh - 64px));
    border-bottom: 0;
    border-radius: var(--_radius) var(--_radius) 0 0;
    padding-bottom: calc(20px + env(safe-area-inset-bottom, 0px));
    /* A phone held sideways: clear of the notch and the rounded corners. */
    padding-inline: max(16px, env(safe-area-inset-left, 0px)) max(16px, env(safe-area-inset-right, 0px));
  }
  /* The grabber says "a sheet" at a glance, as a phone's own sheets do (decorative: Close and Escape close it). */
  .dialog .card::before {
    content: '';
    display: block;
    flex: none;
    width: 36px;
    height: 4px;
    /* 6 px from the top edge, and clear of the header, which pulls itself up by the card's 8 px padding. */
    margin: -2px auto 8px;
    border-radius: 2px;
    background: color-mix(in srgb, var(--_text) 22%, transparent);
  }
  .dialog[open] .card { animation: foyer-sheet 220ms cubic-bezier(0.2, 0.9, 0.3, 1); }
}
.header h2 { margin: 0; text-align: center; font-size: 1.07em; font-weight: 600; letter-spacing: -0.01em; }
.header h2:focus { outline: none; }
.icon-spacer { width: 40px; }
.icon-button {
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--_muted);
  cursor: pointer;
}
.icon-button:hover { background: var(--_surface); color: var(--_text); }

button, a, input, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
/* The card scrolls, and Chromium lets a scroller take focus when the focused control goes away (a view
   replaced under it): no ring around the whole dialog for that (issue 40); its controls keep theirs. */
.card:focus-visible, .dialog:focus-visible { outline: none; }

.list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
${partCss}

@keyframes foyer-in { from { opacity: 0; transform: translateY(12px) scale(0.98); } }
@keyframes foyer-fade { from { opacity: 0; } }
@keyframes foyer-sheet { from { transform: translateY(100%); } }
@keyframes foyer-rise { from { opacity: 0; transform: translateY(6px); } }
/* A refused input (SPEC §2: 500 ms, SHAKE_MS). */
@keyframes foyer-shake { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
.shake { animation: foyer-shake ${SHAKE_MS}ms ease-in-out; }
/* Each view comes in as the one before goes: a short rise, so a change of view is seen, not a jump. */
.view-slot { animation: foyer-rise 160ms ease-out; }
@keyframes foyer-pulse { 50% { opacity: 0.25; transform: scale(1.06); } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after, .dialog::backdrop { animation: none !important; transition: none !important; }
}
`

let sheet: CSSStyleSheet | undefined
// Feature chunks' styles, in the order they loaded, each once.
const added = new Set<string>()
const sheetText = (viewStyles: string) => [css, viewStyles, ...added].join('\n')
let eagerStyles = ''

/**
 * The modal's stylesheet, built once and shared by every `<foyer-modal>` on the page: the theme, the dialog
 * and the shared parts, then the styles of the views in the modal's own chunk.
 */
export function getStyleSheet(viewStyles: string): CSSStyleSheet {
  if (!sheet) {
    eagerStyles = viewStyles
    sheet = new CSSStyleSheet()
    sheet.replaceSync(sheetText(eagerStyles))
  }
  return sheet
}

/** Adds a feature chunk's styles to the sheet (once), after everything already in it. */
export function addStyles(styles: string): void {
  if (added.has(styles)) return
  added.add(styles)
  sheet?.replaceSync(sheetText(eagerStyles))
}
