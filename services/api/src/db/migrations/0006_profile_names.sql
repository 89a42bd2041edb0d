-- Wallet names registered through POST /v1/profile/account (SPEC §7), one row per full name (label and
-- suffix, lower-case), and the registration messages already used, so a signed message cannot be
-- replayed. Kept in step with db/profileSchema.ts.
CREATE TABLE profile_names (
  name text PRIMARY KEY,
  suffix text NOT NULL,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  registered_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_names_address_idx ON profile_names (address, suffix);
CREATE TABLE profile_used_messages (
  hash text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);
