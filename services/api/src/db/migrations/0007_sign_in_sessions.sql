-- Sign-in with the wallet (SIWX) kept by the service (SPEC §7 /v1/sessions): the nonces it issued for
-- EIP-4361 messages (single use, short-lived, deleted once expired) and the sessions it checked. A session
-- is found by the SHA-256 of its secret id (the id itself is never stored); `pci` is its public id.
-- Revoking keeps the row. Kept in step with db/sessionSchema.ts.
CREATE TABLE sign_in_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_nonces_expires_idx ON sign_in_nonces (expires_at);
CREATE TABLE sign_in_sessions (
  id_hash text PRIMARY KEY,
  pci text NOT NULL UNIQUE,
  project_id text NOT NULL REFERENCES projects (id),
  account text NOT NULL,
  data jsonb NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sign_in_sessions_expires_idx ON sign_in_sessions (expires_at);
CREATE INDEX sign_in_sessions_account_idx ON sign_in_sessions (project_id, account);
