-- Messages kept until their TTL for subscribers to come, shared by every relay instance on this database.
CREATE TABLE relay_messages (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  -- sha256 of the message, hex: the same message published twice on a topic is kept once.
  digest text NOT NULL,
  message text NOT NULL,
  -- Unix seconds, as the SDKs read it.
  published_at bigint NOT NULL,
  tag integer NOT NULL,
  attestation text,
  -- Milliseconds since the epoch.
  expires_at bigint NOT NULL,
  -- The publishing connection (never delivered back to it).
  publisher text NOT NULL,
  bytes integer NOT NULL,
  UNIQUE (topic, digest)
);
CREATE INDEX relay_messages_topic ON relay_messages (topic, id);
CREATE INDEX relay_messages_expiry ON relay_messages (expires_at);
