import { devicesCss } from '../devices/styles.js'

// The Passkeys view's rules (its rows are drawn like the Devices view's); they load with its chunk.
export const passkeysCss = /* css */ `${devicesCss}
.passkeys { display: flex; flex-direction: column; gap: 16px; }
.passkeys > p { margin: 0; }
.passkey-add { display: flex; flex-direction: column; align-items: center; gap: 12px; }
`
