// The connect views' own rules (the parts they share with other views are in modal/partStyles.ts).
export const connectCss = /* css */ `
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
.connecting .otp .input { text-align: center; font-size: 1.2em; letter-spacing: 0.3em; }
`
