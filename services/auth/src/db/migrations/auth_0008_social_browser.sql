-- A social sign-in is finished only in the browser that started it (issue 36): the hash of the random
-- value its first-party cookie holds, set when the browser is sent to the provider. Kept in step with
-- db/schema.ts.
ALTER TABLE auth_social_flows ADD COLUMN browser_hash text;
