-- ERC-1155 (issue 40): a transfer row says which standard moved the token and how many of it; a TransferBatch
-- log is one row per id, numbered by batch_index. An ERC-1155 balance is what came in minus what went out.
ALTER TABLE nft_transfers ADD COLUMN standard text NOT NULL DEFAULT 'erc721';
ALTER TABLE nft_transfers ADD COLUMN amount numeric(78, 0) NOT NULL DEFAULT 1;
ALTER TABLE nft_transfers ADD COLUMN batch_index integer NOT NULL DEFAULT 0;
CREATE INDEX nft_transfers_from_idx ON nft_transfers (from_address, chain_id);
