// The Permissions view's rules; they load with its chunk.
export const permissionsCss = /* css */ `
.permissions { display: flex; flex-direction: column; gap: 8px; }
.permission { display: flex; align-items: center; gap: 12px; padding: 12px 14px; border-radius: 12px; background: var(--_surface); }
.permission-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; overflow-wrap: anywhere; }
/* What a permission allows is read in full: it wraps rather than being cut. */
.permission-text .row-label { white-space: normal; overflow: visible; text-overflow: clip; }
.permission .secondary { min-height: 40px; padding: 0 14px; }
.permissions-empty { margin: 24px 0; text-align: center; }
`
