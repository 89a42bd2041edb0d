-- The auth service's rate limits on the services kit's limiter (issue 39): hits per key in fixed windows, one
-- upsert per take, the table of @foyer/server's databaseWindows under the service's own name (a database the
-- data service shares keeps its rate_limit_windows apart). The sliding window's hits go. Kept in step with
-- db/schema.ts.
CREATE TABLE auth_rate_limit_windows (
  limit_key text NOT NULL,
  window_start bigint NOT NULL,
  window_end bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (limit_key, window_start)
);
CREATE INDEX auth_rate_limit_windows_end_idx ON auth_rate_limit_windows (window_end);
DROP TABLE auth_rate_limit_hits;
