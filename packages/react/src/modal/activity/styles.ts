// The Activity tab's rules; they load with its chunk.
export const activityCss = /* css */ `
.activity-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.activity-month-title { margin: 12px 4px 4px; color: var(--_muted); font-size: 0.87em; font-weight: 600; }
.activity-month:first-child .activity-month-title { margin-top: 0; }
.activity-item { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 6px 8px; }
.activity-text, .activity-side { display: flex; flex-direction: column; min-width: 0; }
.activity-text { flex: 1; }
.activity-side { align-items: flex-end; max-width: 60%; text-align: end; font-size: 0.93em; }
/* A long name, address or amount ends in an ellipsis (its whole text is its title): the tab never scrolls
   sideways on a phone (issue 40). */
.activity-text > *, .activity-side > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.activity-operation, .activity-amount { font-weight: 600; }
.activity .muted { margin: 8px 4px; }
.activity-item .muted { margin: 0; }
.activity .secondary { width: 100%; }
.load-more { margin-top: 8px; }
`
