-- The device-approval mail names where the sign-in came from (issue 36); the page its link opens says the
-- same, so the sentence is kept with the link. Kept in step with db/schema.ts.
ALTER TABLE auth_device_approvals ADD COLUMN place text;
