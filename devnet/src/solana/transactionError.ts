// LiteSVM reports a failed transaction as a native enum or a small class; Solana's JSON-RPC reports it as
// `err` (a name, or `{ Name: detail }`) and a sentence. This turns the one into the other, with the
// sentences the validator prints for the errors a wallet meets (fees, rent, blockhash, program errors).

type NativeError = ReturnType<import('litesvm').FailedTransactionMetadata['err']>

/** What JSON-RPC puts in `err`. */
export type RpcTransactionError = string | Record<string, unknown>

// LiteSVM's fieldless errors are TypeScript const enums (numbers at run time, no table to read names from):
// their names in value order, as litesvm 1.5.0 declares them.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]
const nameOf = (names: readonly string[], value: number) => names[value] ?? 'InvalidError'

/** The validator's own sentences for the errors that have one worth reading. */
const SENTENCES: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
}
const words = (name: string) =>
  SENTENCES[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** The JSON-RPC `err` and the sentence of a LiteSVM failure. */
export function describeTransactionError(error: NativeError): {
  err: RpcTransactionError
  message: string
} {
  if (typeof error === 'number') {
    const name = nameOf(TRANSACTION_ERRORS, error)
    return { err: name, message: words(name) }
  }
  if ('accountIndex' in error) {
    const kind =
      error.constructor.name === 'TransactionErrorInsufficientFundsForRent'
        ? 'InsufficientFundsForRent'
        : 'ProgramExecutionTemporarilyRestricted'
    return {
      err: { [kind]: { account_index: error.accountIndex } },
      message:
        kind === 'InsufficientFundsForRent'
          ? `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`
          : words(kind),
    }
  }
  if ('err' in error) {
    const inner = error.err()
    if (typeof inner === 'number') {
      const name = nameOf(INSTRUCTION_ERRORS, inner)
      return {
        err: { InstructionError: [error.index, name] },
        message: `Error processing Instruction ${error.index}: ${words(name)}`,
      }
    }
    if ('code' in inner)
      return {
        err: { InstructionError: [error.index, { Custom: inner.code }] },
        message: `Error processing Instruction ${error.index}: custom program error: 0x${inner.code.toString(16)}`,
      }
    return {
      err: { InstructionError: [error.index, { BorshIoError: inner.msg }] },
      message: `Error processing Instruction ${error.index}: ${inner.msg}`,
    }
  }
  return {
    err: { DuplicateInstruction: error.index },
    message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
  }
}
