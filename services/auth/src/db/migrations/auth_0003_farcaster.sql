-- Sign In With Farcaster (issue 13): a sign-in under way through the Farcaster auth relay, for one device.
-- Keyed by the relay channel token's hash; the nonce and domain the signed message must carry. Ten minutes,
-- used once. Kept in step with db/schema.ts.
CREATE TABLE auth_farcaster_flows (
  channel_hash text PRIMARY KEY,
  project_id text NOT NULL,
  device_id text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
