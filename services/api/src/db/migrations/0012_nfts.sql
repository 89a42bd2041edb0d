-- NFTs (issue 40): ERC-721 Transfer events the indexer recorded (current ownership is each token's latest
-- one; a reorganisation deletes rows above the common ancestor like transfers), and what the indexer read of
-- each collection and token once. Images from metadata are kept only as a checked data: URI's bytes.
CREATE TABLE nft_transfers (
  id text PRIMARY KEY,
  chain_id integer NOT NULL,
  block_number bigint NOT NULL,
  log_index integer NOT NULL,
  mined_at bigint NOT NULL,
  contract text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL
);
CREATE INDEX nft_transfers_to_idx ON nft_transfers (to_address, chain_id);
CREATE INDEX nft_transfers_token_idx ON nft_transfers (chain_id, contract, token_id, block_number);
CREATE INDEX nft_transfers_block_idx ON nft_transfers (chain_id, block_number);

CREATE TABLE nft_collections (
  chain_id integer NOT NULL,
  contract text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  spam boolean NOT NULL DEFAULT false,
  PRIMARY KEY (chain_id, contract)
);

CREATE TABLE nft_tokens (
  chain_id integer NOT NULL,
  contract text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  name text,
  image_type text,
  image bytea,
  PRIMARY KEY (chain_id, contract, token_id)
);
