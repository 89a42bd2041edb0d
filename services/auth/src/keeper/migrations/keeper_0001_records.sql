-- The share keeper's one table (docs/embedded-wallet.md 'Two keepers'): each account's recovery record —
-- its recovery share and the passkeys that guard it — sealed under the recovery key, which only the keeper
-- holds. The auth service's database never sees it.
CREATE TABLE keeper_recovery_records (
  user_id text PRIMARY KEY,
  sealed text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
