-- Passkeys (issue 36): an account's WebAuthn credentials on the auth origin, and the one-time nonces their
-- ceremonies sign. Kept in step with db/schema.ts.
CREATE TABLE auth_passkeys (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  public_key text NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX auth_passkeys_user_idx ON auth_passkeys (user_id);
CREATE TABLE auth_passkey_nonces (
  nonce text PRIMARY KEY,
  purpose text NOT NULL,
  project_id text NOT NULL,
  device_id text NOT NULL,
  user_id text REFERENCES auth_users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
