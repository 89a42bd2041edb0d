-- A new device of a wallet is approved some time after its mailed link is used (issue 36): when it takes
-- effect, until then the owner can cancel it. Kept in step with db/schema.ts.
ALTER TABLE auth_device_approvals ADD COLUMN takes_effect_at timestamptz;
