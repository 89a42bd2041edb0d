-- Buying crypto (SPEC §7 /v1/onramp/*, /v1/generators/onrampurl): the quotes the service gave (short-lived,
-- deleted once expired; a checkout link names one by id) and the purchases started through a checkout link,
-- found by the client's partner user id. A sandbox purchase's checkout page is reached by a secret token, of
-- which only the SHA-256 is kept. Status: pending → paid → completed | failed; pending → abandoned | failed.
-- Kept in step with db/onrampSchema.ts.
CREATE TABLE onramp_quotes (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  provider text NOT NULL,
  purchase_currency text NOT NULL,
  network text NOT NULL,
  payment_currency text NOT NULL,
  payment_method text NOT NULL,
  quote jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX onramp_quotes_expires_idx ON onramp_quotes (expires_at);
CREATE TABLE onramp_purchases (
  id text PRIMARY KEY,
  checkout_hash text UNIQUE,
  project_id text NOT NULL REFERENCES projects (id),
  partner_user_id text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL,
  purchase_currency text NOT NULL,
  network text NOT NULL,
  destination text NOT NULL,
  asset text NOT NULL,
  decimals integer NOT NULL,
  purchase_amount text NOT NULL,
  purchase_symbol text NOT NULL,
  payment_total text NOT NULL,
  payment_currency text NOT NULL,
  payment_method text NOT NULL,
  quote jsonb NOT NULL,
  transaction_hash text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onramp_purchases_partner_idx ON onramp_purchases (project_id, partner_user_id, created_at);
