// @foyer/core/siwx: sign-in with the wallet (SIWX): EIP-4361 / CAIP-122 messages, shared by the client and
// the services. Imported by hosts that sign visitors in, never by the modal's first load.

export { type CreateSiwxParameters, createSiwx } from '../siwx/createSiwx.js'
export {
  formatSiweMessage,
  parseSiweMessage,
  type SiweMessageFields,
} from '../siwx/eip4361.js'
export {
  createEip4361Messenger,
  DEFAULT_SIGN_IN_LIFETIME_MS,
  type Eip4361MessengerParameters,
} from '../siwx/eip4361Messenger.js'
export { SiweMessageError, SiwxError, SiwxSessionInvalidError } from '../siwx/errors.js'
