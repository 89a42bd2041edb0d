// What a JSON-RPC request weighs against the gateway's and the bundler endpoint's limits (issue 37), as
// providers count compute units: by what it costs the upstream. A read of one value is 1; running code
// (eth_call, estimates, simulations) more; scanning the chain (eth_getLogs, a program's accounts) the most;
// a user operation costs its bundler a simulation. Cached answers cost nothing and are not counted.

const COSTS: Readonly<Record<string, number>> = {
  eth_call: 5,
  eth_estimateGas: 10,
  eth_getLogs: 20,
  eth_getBlockReceipts: 20,
  eth_getProof: 10,
  eth_feeHistory: 5,
  eth_sendRawTransaction: 10,
  eth_getBlockByNumber: 2,
  eth_getBlockByHash: 2,
  getProgramAccounts: 50,
  getSignaturesForAddress: 10,
  getTokenAccountsByOwner: 10,
  getMultipleAccounts: 5,
  getTransaction: 2,
  simulateTransaction: 10,
  sendTransaction: 10,
  eth_sendUserOperation: 20,
  eth_estimateUserOperationGas: 20,
  pm_getPaymasterStubData: 10,
  pm_getPaymasterData: 10,
}

/** The units `method` costs (1 unless listed). */
export const costOf = (method: string): number => COSTS[method] ?? 1
