-- Purchases are read with a credential (issue 37): the SHA-256 of the read token the checkout link answered to
-- whoever made it. Purchases recorded before have none: they are read with a sign-in session of their
-- destination's address only.
ALTER TABLE onramp_purchases ADD COLUMN read_token_hash text;
CREATE UNIQUE INDEX onramp_purchases_read_token_idx ON onramp_purchases (read_token_hash);
