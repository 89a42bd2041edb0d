-- The table the kit's shared rate limiter counts in, as the data service's migrations 0010 and 0011 make it.
CREATE TABLE rate_limit_windows (
  limit_key text NOT NULL,
  window_start bigint NOT NULL,
  window_end bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (limit_key, window_start)
);
CREATE INDEX rate_limit_windows_end_idx ON rate_limit_windows (window_end);
