/**
 * The English texts Foyer prints or shows before its modal loads: the buttons' two texts, and what
 * createFoyer and the services' start-up checks print to the console for the developer (the options'
 * errors, the project id and origin alerts), so that those read in English at once. Everything else —
 * errors, toasts, alerts a visitor reads — carries a catalogue key and is rendered by the modal with the
 * catalogue it brings (en.ts spreads this in); a visitor who never presses a Foyer button downloads none
 * of it (issue 38, docs/decisions.md "Errors carry catalogue keys").
 */
export const enBeforeModal = {
  siweAndSiwx: 'Cannot set both siweConfig and siwx options',
  projectIdNotConfigured: 'Project ID Not Configured',
  projectIdNotConfiguredDetails:
    'Set projectId in the options passed to createFoyer; services that need it will refuse requests.',
  invalidAppConfiguration: 'Invalid App Configuration',
  invalidAppConfigurationDetails:
    'This page’s origin is not allowed for the project. Add it to the project’s allowed origins.',
  servicesInvalidProjectIdDetails:
    'The services do not know this projectId. Check the projectId given to createFoyer.',
  unknownNetwork: 'Unknown Network',
  invalidOptions: 'Invalid Foyer options',
  // createFoyer throws it for an adapter that cannot connect or switch (SPEC §8's internal text).
  adapterClientsMissing: 'ConnectionControllerClient and NetworkControllerClient must be set',
  // The developer notice of a WalletConnect view opened without its connector (actions/viewStack.ts).
  walletConnectConnectorNotFound: 'wallet-connect connector not found',
  invalidProjectId: 'Invalid Project ID',
  invalidProjectIdDetails: 'The relay refused this projectId. Check the projectId option.',
  connectWallet: 'Connect Wallet',
  // pay() checks its request before anything opens, so a host shows these before the modal has loaded.
  invalidReceiver: 'Enter a valid address for this network',
  payUnsupportedNetwork: "This network is not one of the app's",
  payInvalid: 'This payment request is not valid',
} as const
