-- The first schema of the data and wallet services. Kept in step with db/schema.ts (a test checks that
-- every table and column Drizzle knows exists after migrating).
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
  analytics_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_events (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  event_id text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  timestamp bigint NOT NULL,
  props jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tokens (
  chain_id integer NOT NULL,
  address text NOT NULL,
  symbol text NOT NULL,
  name text NOT NULL,
  decimals integer NOT NULL,
  icon_url text,
  spam boolean NOT NULL DEFAULT false,
  PRIMARY KEY (chain_id, address)
);

CREATE TABLE prices (
  chain_id integer NOT NULL,
  address text NOT NULL,
  currency text NOT NULL,
  price double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, address, currency)
);

CREATE TABLE names (
  address text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  avatar text
);

CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  search_name text NOT NULL,
  rdns text,
  homepage text,
  chains jsonb NOT NULL DEFAULT '[]'::jsonb,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  badge_type text,
  rank integer NOT NULL DEFAULT 1000,
  image_svg text
);
CREATE INDEX wallets_rank_idx ON wallets (rank, name);

CREATE TABLE indexed_blocks (
  chain_id integer NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  timestamp bigint NOT NULL,
  PRIMARY KEY (chain_id, number)
);

CREATE TABLE transfers (
  id text PRIMARY KEY,
  chain_id integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  log_index integer NOT NULL,
  tx_hash text NOT NULL,
  tx_nonce integer NOT NULL,
  mined_at bigint NOT NULL,
  status text NOT NULL,
  operation_type text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  token_address text,
  amount text NOT NULL
);
CREATE INDEX transfers_from_idx ON transfers (from_address, chain_id, block_number);
CREATE INDEX transfers_to_idx ON transfers (to_address, chain_id, block_number);
