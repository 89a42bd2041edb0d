// The wallet frame page's script (GET /frame; built with the approval page's entry into the auth service's
// frame folder).
import { runFrame } from './runFrame.js'

runFrame()
