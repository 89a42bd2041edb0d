// @foyer/core/siwx: sign-in with the wallet (SIWX): CAIP-122 messages (EIP-4361 for Ethereum accounts, the
// Solana flavour for Solana accounts), shared by the client and the services. Imported by hosts that sign
// visitors in, never by the modal's first load.

export { type CreateSiwxParameters, createSiwx } from '../siwx/createSiwx.js'
export {
  formatSiweMessage,
  formatSiwxMessage,
  type ParsedSiwxMessage,
  parseSiweMessage,
  parseSiwxMessage,
  type SiweMessageFields,
  type SiwxFamily,
  type SiwxMessageFields,
} from '../siwx/eip4361.js'
export {
  DEFAULT_SIGN_IN_LIFETIME_MS,
  type Eip4361MessengerParameters,
  type SiwxMessengerParameters,
} from '../siwx/eip4361Messenger.js'
export {
  SiweMessageError,
  SiwxError,
  SiwxMessageError,
  SiwxSessionInvalidError,
} from '../siwx/errors.js'
export { createEip4361Messenger, createSiwxMessenger } from '../siwx/siwxMessenger.js'
