// The approval page's script (GET /frame/approve), an entry of its own in the frame's build: the page loads
// this and what it imports, not the wallet frame's key code.
import { runApprovalPage } from './page.js'

void runApprovalPage()
