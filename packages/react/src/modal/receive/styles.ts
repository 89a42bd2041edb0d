// The Receive view's rules; they load with its chunk.
import { qrCss } from '../parts/QrCode.js'

export const receiveCss = /* css */ `${qrCss}
.receive { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.receive-address { margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--_surface); font-size: 0.87em; word-break: break-all; overflow-wrap: anywhere; }
.receive-details { margin: 4px 0 0; font-size: 0.87em; }
.receive-networks { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
.receive-networks .tag { display: inline-flex; align-items: center; gap: 6px; padding-inline-start: 3px; }
`
