// The passkey page's script (GET /frame/passkey), an entry of its own in the frame's build.
import { runPasskeyPage } from './page.js'

void runPasskeyPage()
