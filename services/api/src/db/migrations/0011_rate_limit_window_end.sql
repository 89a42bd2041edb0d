-- Each window's end (issue 37), so that a limiter's sweep deletes only windows that are over: swept by
-- `window_start` with its own window's length, a one-minute limiter deleted the current rows of limiters with
-- longer windows, which then started again from zero. Rows written before have no end and are swept at once
-- (at most one window's counts are forgotten, once).
ALTER TABLE rate_limit_windows ADD COLUMN window_end bigint NOT NULL DEFAULT 0;
DROP INDEX rate_limit_windows_window_idx;
CREATE INDEX rate_limit_windows_end_idx ON rate_limit_windows (window_end);
