/** The approval page's styles (a constructable stylesheet: the page's CSP allows no inline style). */
export const APPROVAL_CSS = `
:root { color-scheme: light; --bg: #ffffff; --fg: #141414; --muted: #5f6368; --line: #e3e5e8; --box: #f5f6f7;
  --accent: #3b5bfd; --accent-fg: #ffffff; --warn-bg: #fff4e5; --warn-fg: #7a4100; --danger: #b3261e;
  --danger-fg: #ffffff; }
:root[data-theme='dark'] { color-scheme: dark; --bg: #191a1d; --fg: #f3f4f6; --muted: #a3a7ae; --line: #2e3036;
  --box: #222328; --accent: #6f86ff; --accent-fg: #0b0c0e; --warn-bg: #3a2a12; --warn-fg: #ffd59e;
  --danger: #ff6b66; --danger-fg: #0b0c0e; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg);
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { display: flex; flex-direction: column; height: 100%; }
:root[data-window] main { max-width: 480px; margin-inline: auto; }
.scroll { flex: 1 1 auto; min-height: 0; overflow: auto; }
/* More of the request below: it fades into the footer rather than stopping mid-line (data-more, page.ts). */
.scroll::after { content: ''; position: sticky; bottom: 0; display: block; height: 28px; margin-top: -28px;
  background: linear-gradient(to bottom, transparent, var(--bg)); pointer-events: none; opacity: 0;
  transition: opacity 120ms ease-out; }
.scroll[data-more]::after { opacity: 1; }
.content { display: flex; flex-direction: column; gap: 12px; padding: 12px 16px; }
.footer { flex: none; display: flex; flex-direction: column; gap: 8px; padding: 10px 16px 12px;
  border-top: 1px solid var(--line); background: var(--bg); }
h1 { font-size: 16px; margin: 0; }
h2 { font-size: 12px; margin: 8px 0 4px; color: var(--muted); font-weight: 600; text-transform: uppercase;
  letter-spacing: .03em; }
.origin { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
.origin strong { color: var(--fg); }
.warnings { margin: 0; padding-block: 8px; padding-inline: 28px 12px; border-radius: 12px; background: var(--warn-bg);
  color: var(--warn-fg); font-weight: 500; }
.summary, .details-box { border: 1px solid var(--line); border-radius: 12px; padding: 8px 12px; background: var(--box); }
dl { margin: 0; display: grid; gap: 6px; }
dl > div { display: grid; grid-template-columns: minmax(80px, 30%) 1fr; gap: 8px; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
dd dl > div { grid-template-columns: minmax(60px, 35%) 1fr; }
.details { padding: 0 2px; }
.mono, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 200px; overflow: auto; }
.hex { display: block; overflow-wrap: anywhere; max-height: 120px; overflow: auto; }
ol.calls { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.call { display: grid; gap: 8px; }
/* A token call as a sentence: the amount with its mark stands out, the contract quietly under it. */
.intent { display: grid; gap: 4px; }
.intent p { margin: 0; }
.intent-text { font-size: 15px; line-height: 1.6; }
.intent-token { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
/* Amounts and addresses inside a sentence: isolated left to right, never broken across lines. */
bdi.amount, bdi.address { unicode-bidi: isolate; white-space: nowrap; }
.token-amount { display: inline-flex; align-items: center; gap: 4px; vertical-align: bottom; }
.token-mark { display: inline-grid; place-items: center; width: 20px; height: 20px; border-radius: 50%;
  background: var(--accent); color: var(--accent-fg); font-size: 11px; font-weight: 700; }
details.more > summary { cursor: pointer; color: var(--muted); font-size: 12px; font-weight: 600; padding: 2px 0; }
details.more[open] > summary { margin-bottom: 6px; }
details.more > summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.actions.stacked { grid-template-columns: 1fr; }
.actions.stacked .primary { order: -1; }
button { font: inherit; font-weight: 600; border-radius: 12px; padding: 10px 12px; border: 1px solid var(--line);
  background: var(--bg); color: var(--fg); cursor: pointer; min-height: 44px; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
button.primary.danger { background: var(--danger); color: var(--danger-fg); border-color: var(--danger); }
button[aria-disabled='true'] { opacity: .55; cursor: not-allowed; }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.status { margin: 0; min-height: 1.45em; color: var(--muted); text-align: center; font-size: 12px; }
.status:empty { display: none; }
`
