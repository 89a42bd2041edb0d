-- Images the wallet service serves (SPEC §7: getWalletImage, getAssetImage, getCurrencyImage, getTokenImage)
-- that an operator or a seed stored; an id without one is answered with a generated placeholder. The
-- wallets' image_svg column was never written: images live here now. Kept in step with db/imageSchema.ts.
CREATE TABLE images (
  kind text NOT NULL CHECK (kind IN ('wallet', 'asset', 'currency', 'token')),
  id text NOT NULL,
  content_type text NOT NULL,
  body bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
ALTER TABLE wallets DROP COLUMN image_svg;
