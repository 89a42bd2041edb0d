-- Blockchain data service: what the indexer and the history need beyond 0001. Kept in step with
-- db/dataSchema.ts.

-- A transaction's position in its block: history items (one per transaction) are ordered and paged by
-- (mined_at, chain_id, block_number, tx_index).
ALTER TABLE transfers ADD COLUMN tx_index integer NOT NULL DEFAULT 0;
CREATE INDEX transfers_tx_idx ON transfers (chain_id, tx_hash);
CREATE INDEX transfers_block_idx ON transfers (chain_id, block_number);

-- Name, symbol and decimals of ERC-20 contracts the indexer met that are not in the token registry,
-- read once from the chain (empty name/symbol when the contract does not answer).
CREATE TABLE token_metadata (
  chain_id integer NOT NULL,
  address text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);
