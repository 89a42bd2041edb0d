-- Rate limits shared by every process on one PostgreSQL (issue 37; @foyer/server's createSharedRateLimiter):
-- hits per limit key in fixed windows. Past windows' rows are deleted as new ones are written.
CREATE TABLE rate_limit_windows (
  limit_key text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (limit_key, window_start)
);
CREATE INDEX rate_limit_windows_window_idx ON rate_limit_windows (window_start);
