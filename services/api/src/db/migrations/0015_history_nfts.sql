-- Activity shows NFT moves (issue 40, SPEC §3: a history transfer carries nft_info): the indexer also writes
-- each ERC-721 transfer and each id of an ERC-1155 transfer into transfers, marked by its token id and
-- standard (token_address is the collection). Blocks indexed before this migration have no such rows: their
-- NFT moves are in nft_transfers (holdings) only.
ALTER TABLE transfers ADD COLUMN nft_token_id numeric(78, 0);
ALTER TABLE transfers ADD COLUMN nft_standard text;
