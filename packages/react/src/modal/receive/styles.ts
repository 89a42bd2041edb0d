// The Receive view's rules; they load with its chunk.
export const receiveCss = /* css */ `
.receive { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.qr { width: 220px; height: 220px; border-radius: 12px; }
.qr-light { fill: #fff; }
.qr-dark { fill: #000; }
.receive-address { margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--_surface); font-size: 0.87em; word-break: break-all; overflow-wrap: anywhere; }
.receive-details { margin: 4px 0 0; font-size: 0.87em; }
.receive-networks { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
`
