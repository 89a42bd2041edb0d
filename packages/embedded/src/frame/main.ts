// The auth service's frame pages' script (built into its own small bundle, served by the auth service): the
// hidden wallet frame (GET /frame) or, on the page that takes the visitor's decision (GET /frame/approve),
// the approval page, whose code loads only there.
import { runFrame } from './runFrame.js'

if (document.getElementById('foyer-approval-config'))
  void import('../approval/page.js').then(({ runApprovalPage }) => runApprovalPage())
else runFrame()
