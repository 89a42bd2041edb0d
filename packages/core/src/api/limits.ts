/** The longest wallet search the wallet service takes; the modal's search box stops there (SPEC §7 getWallets). */
export const WALLET_SEARCH_MAX_LENGTH = 100

/**
 * The most JSON-RPC requests one batch to the data service's RPC gateway may carry (issue 37: each batch is
 * one upstream call, counted whole). SPEC §9's transport batches up to 1,000 elsewhere and splits its
 * batches to the gateway at this size, so the gateway and the client agree.
 */
export const GATEWAY_MAX_BATCH = 100
