// The Permissions view's rules; they load with its chunk.
export const permissionsCss = /* css */ `
.permissions { display: flex; flex-direction: column; gap: 8px; }
.permission { display: flex; align-items: center; gap: 12px; padding: 12px 14px; border-radius: 12px; background: var(--_surface); }
.permission-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; overflow-wrap: anywhere; }
/* What a permission allows is read in full: it wraps rather than being cut. */
.permission-text .row-label { white-space: normal; overflow: visible; text-overflow: clip; }
.permission .secondary { min-height: 40px; padding: 0 14px; }
.permission-amount { display: inline-flex; align-items: center; gap: 4px; vertical-align: bottom; }
.permission-amount .token-icon { width: 18px; height: 18px; font-size: 10px; }
/* Revoke takes the permission away: it reads as the destructive action it is. */
.permission .secondary.danger {
  border: 1px solid color-mix(in srgb, var(--_danger) 40%, transparent);
  background: color-mix(in srgb, var(--_danger) 10%, var(--_bg));
  color: var(--_danger);
}
.permission .secondary.danger:hover:not(:disabled) { background: color-mix(in srgb, var(--_danger) 16%, var(--_bg)); }
.permissions-empty { margin: 24px 0; text-align: center; }
`
