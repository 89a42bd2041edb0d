-- Social login (issue 13). An account may now have no e-mail address (a provider that gives none, or one it
-- did not verify); it is found by its identities instead. Kept in step with db/schema.ts.
ALTER TABLE auth_users ALTER COLUMN email DROP NOT NULL;

-- A provider's account (its `sub` or user id) linked to one of ours.
CREATE TABLE auth_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  user_name text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- How a session was opened: through a provider (its name and the visitor's name there), or by e-mail (NULL).
ALTER TABLE auth_sessions ADD COLUMN social_provider text;
ALTER TABLE auth_sessions ADD COLUMN user_name text;

-- A project's provider settings, written by the operator command line. project_id '*' is the setting for
-- every project without its own. The client secret is encrypted (AES-256-GCM) under the service's share key.
CREATE TABLE auth_social_providers (
  project_id text NOT NULL,
  provider text NOT NULL,
  settings jsonb NOT NULL,
  client_secret text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider)
);

-- A sign-in at a provider under way: the state's hash (the key), its nonce and PKCE verifier, for one
-- device and return page. Ten minutes, used once.
CREATE TABLE auth_social_flows (
  state_hash text PRIMARY KEY,
  project_id text NOT NULL,
  provider text NOT NULL,
  device_id text NOT NULL,
  return_to text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- What a finished sign-in proved, waiting for the frame to claim it: the ticket's hash (the key), for one
-- device. Five minutes, used once.
CREATE TABLE auth_social_tickets (
  ticket_hash text PRIMARY KEY,
  project_id text NOT NULL,
  device_id text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  email_verified boolean NOT NULL,
  user_name text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
