-- The first schema of the auth service. Kept in step with db/schema.ts (db/schema.test.ts checks that
-- every table and column Drizzle knows exists after migrating). Files and tables are prefixed `auth_`: the
-- service may share a PostgreSQL database (and its schema_migrations table) with @foyer/api.
CREATE TABLE auth_users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  address text,
  created_at timestamptz NOT NULL
);

CREATE TABLE auth_devices (
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

CREATE TABLE auth_device_approvals (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_device_approvals_user_idx ON auth_device_approvals (user_id, created_at);

CREATE TABLE auth_otp_codes (
  id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('login', 'email-primary', 'email-secondary')),
  email text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  replaced_at timestamptz
);
CREATE INDEX auth_otp_codes_email_idx ON auth_otp_codes (email, purpose, created_at);

CREATE TABLE auth_sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  project_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_device_idx ON auth_sessions (user_id, device_id);

CREATE TABLE auth_key_shares (
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('auth', 'recovery')),
  original boolean NOT NULL DEFAULT false,
  ciphertext text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id, kind)
);

CREATE TABLE auth_email_changes (
  user_id text PRIMARY KEY REFERENCES auth_users(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  primary_verified_at timestamptz,
  expires_at timestamptz NOT NULL
);

CREATE TABLE auth_rate_limit_hits (
  id serial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX auth_rate_limit_hits_key_idx ON auth_rate_limit_hits (key, at);
