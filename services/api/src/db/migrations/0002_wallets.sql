-- The wallet directory's version: one row, bumped by every import or seed, so each service process can
-- tell cheaply (one row, checked at most once a second) whether its in-memory copy of the directory is
-- stale. Kept in step with db/walletSchema.ts.
CREATE TABLE directory_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO directory_version (id, version) VALUES (1, 0);
