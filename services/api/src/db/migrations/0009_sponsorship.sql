-- What the paymaster endpoint sponsored (issue 37): user operations and gas per budget key (an account, a
-- project) in fixed windows, counted atomically so that every process on one database shares one budget.
-- Rows of past windows are deleted as new ones are written.
CREATE TABLE sponsorship_usage (
  budget_key text NOT NULL,
  window_start bigint NOT NULL,
  operations integer NOT NULL,
  gas bigint NOT NULL,
  PRIMARY KEY (budget_key, window_start)
);
CREATE INDEX sponsorship_usage_window_idx ON sponsorship_usage (window_start);
