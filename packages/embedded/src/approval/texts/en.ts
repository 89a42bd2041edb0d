/**
 * The approval page's texts in English: the shape every language follows (approval/texts/languages.ts).
 * Words the modal also uses are the modal's own (packages/core/src/messages); `{name}` marks a value.
 */
export const en = {
  documentTitle: 'Approve in your wallet',
  approve: 'Approve',
  reject: 'Reject',
  status: {
    loading: 'Loading the request…',
    unknown: 'This request is no longer waiting. Close this window and try again from the app.',
    noVisibility:
      'This browser cannot tell whether this page is covered, so it takes your approval only in a window of its own.',
    windowOpen: 'Continue in the window that opened. Closing it leaves the request waiting.',
    windowBlocked: 'The window did not open. Allow pop-ups for this app, then try again.',
    running: 'Approving…',
    done: 'Done.',
    declined: 'Rejected.',
    cancelled: 'The app withdrew the request.',
    failed: 'The wallet could not do this',
  },
  openWindow: 'Review in a new window',
  titles: {
    personal_sign: 'Sign this message',
    eth_signTypedData_v4: 'Sign this data',
    eth_sendTransaction: 'Send this transaction',
    eth_sendRawTransaction: 'Send this signed transaction',
    wallet_sendCalls: 'Send these calls',
    wallet_grantPermissions: 'Let another key act for your account',
    wallet_revokePermissions: 'Take back this permission',
    signMessage: 'Sign this message',
    signTransaction: 'Sign this transaction',
    signAllTransactions: 'Sign these transactions',
    signAndSendTransaction: 'Send this transaction',
  },
  askedBy: 'Asked by {origin} on {network}',
  transactionNumber: 'Transaction {index} of {count}',
  callNumber: 'Call {index} of {count}',
  message: 'Message',
  typedMessage: 'Message ({type})',
  domain: 'Domain',
  signedBytes: 'Signed bytes',
  to: 'To',
  newContract: 'New contract',
  value: 'Value',
  function: 'Function',
  data: 'Data',
  none: 'None',
  intent: {
    approve: 'Allow {spender} to spend {amount}',
    approveAll: 'Allow {spender} to spend all your {symbol}',
    transfer: 'Send {amount} to {recipient}',
    transferFrom: 'Move {amount} from {owner} to {recipient}',
  },
  showDetails: 'Details',
  revoke: 'Revoke',
  permission: {
    signer: 'Key',
    token: 'Token',
    allowance: 'Up to',
    expiry: 'Until',
    error: 'Cannot be granted',
  },
  details: {
    account: 'Account',
    smartAccount: 'Smart account',
    nonce: 'Nonce',
    nonceKey: 'Nonce key',
    gasLimit: 'Gas limit',
    callGasLimit: 'Call gas limit',
    verificationGasLimit: 'Verification gas limit',
    preVerificationGas: 'Pre-verification gas',
    paymasterGasLimit: 'Paymaster gas limit',
    maxFeePerGas: 'Max fee per gas',
    maxPriorityFeePerGas: 'Max priority fee per gas',
    maxNetworkFee: 'Max network fee',
    gasPaidBy: 'Network fee',
    priorityFee: 'Priority fee',
    computeUnitLimit: 'Compute unit limit',
  },
  paidByPaymaster: 'Paid by the app (its paymaster): you pay no gas',
  paidByAccount: 'Paid by your smart account in {symbol}',
  microLamports: '{amount} micro-lamports per compute unit',
  warnings: {
    unlimitedApproval:
      'Unlimited approval: the spender can move all of this token from your wallet, now and later',
    permit:
      'This signature is a permit: whoever holds it can move your tokens without asking you again',
    sessionKey:
      'A session key will act for you without asking, within this allowance, until it expires',
  },
}

/** The approval page's texts, in any of its languages. */
export type ApprovalTexts = typeof en
