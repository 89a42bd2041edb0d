// The e-mail change's rules; they load with its chunk (the code boxes are a shared part: partStyles.ts).
export const emailCss = /* css */ `
.email-change { display: flex; flex-direction: column; gap: 16px; }
.email-change .intro { margin: 0 4px; }
.email-change .input[aria-invalid='true'] { border-color: var(--_danger); }
.email-change .error { margin: 0; }
.email-change .primary { display: flex; align-items: center; justify-content: center; gap: 8px; }
.email-change .otp { margin-top: 8px; }
`
