-- A failure budget per address across codes (issue 36, NIST 800-63B): wrong codes are counted per address
-- over every code and purpose; at 100 the address is locked for a day and mailed once. Kept in step with
-- db/schema.ts.
CREATE TABLE auth_code_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
