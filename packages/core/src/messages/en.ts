import { enBeforeModal } from './enBeforeModal.js'
import { enWithModal } from './enWithModal.js'

/**
 * Every user-facing English text, keyed by what it is for. SPEC.md texts are verbatim.
 * Adding a locale is adding an object of the same shape; code reads texts only through here (or, before
 * the modal loads, through enBeforeModal.ts).
 */
export const en = {
  // The texts the buttons and createFoyer's console output use before the modal loads (enBeforeModal.ts).
  ...enBeforeModal,
  // Errors, toasts and alerts (SPEC §8), and every view's texts: they carry these keys and are rendered when shown.
  ...enWithModal,
} as const

/** The shape every locale provides. */
export type Messages = { readonly [K in keyof typeof en]: string }
/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/**
 * Texts only a host developer meets (thrown by options, adapters, the frame plumbing, encoders): they
 * stay in English in every locale, as error messages in logs do, so a translation leaves them out.
 */
export const DEVELOPER_TEXT_KEYS = [
  'siweAndSiwx',
  'projectIdNotConfigured',
  'projectIdNotConfiguredDetails',
  'invalidAppConfiguration',
  'invalidAppConfigurationDetails',
  'servicesInvalidProjectIdDetails',
  'adapterNotFound',
  'adapterForNamespaceMissing',
  'caipNetworkUndefined',
  'connectorNotFound',
  'adapterClientsMissing',
  'walletConnectConnectorNotFound',
  'nameNetworkNotFound',
  'nameAddressNotFound',
  'caipNetworkOrAddressUndefined',
  'capabilityMissing',
  'providerMissing',
  'invalidNumber',
  'tooManyDecimalsIn',
  'invalidCaipAddress',
  'invalidOptions',
  'invalidThemeMode',
  'invalidThemeVariables',
  'accountNotFoundForConnector',
  'invalidProjectId',
  'invalidProjectIdDetails',
  'embeddedWalletIframeNotSet',
  'embeddedWalletParentNotSet',
  'embeddedWalletUnverifiedDomain',
  'noConnectStepWaiting',
  'integerOutOfRange',
  'sizeOverflow',
  'sizeExceedsPadding',
  'invalidBase64',
  'serviceNotConfigured',
  'callsNotSupported',
  'invalidCalls',
  'smartAccountNotEnabled',
  'smartSessionsOff',
  'permissionsNotSupported',
] as const satisfies readonly MessageKey[]

/** A text a translation provides: every key but the developer's. */
export type VisitorMessageKey = Exclude<MessageKey, (typeof DEVELOPER_TEXT_KEYS)[number]>
/** What a locale's file holds: each visitor text, with the same `{placeholders}` as the English one. */
export type LocaleMessages = { readonly [K in VisitorMessageKey]: string }

export { formatMessage } from './formatMessage.js'
