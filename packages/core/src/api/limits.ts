/** The longest wallet search the wallet service takes; the modal's search box stops there (SPEC §7 getWallets). */
export const WALLET_SEARCH_MAX_LENGTH = 100
