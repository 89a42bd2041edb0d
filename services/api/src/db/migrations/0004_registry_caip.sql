-- The token registry and the prices key their chains by CAIP-2 id ('eip155:1', 'solana:5eykt4Us…'), so that
-- Solana's tokens (base58 mints, where case matters) sit beside the EVM chains'. EVM addresses stay
-- lower-case. Kept in step with db/schema.ts.
ALTER TABLE tokens ALTER COLUMN chain_id TYPE text USING 'eip155:' || chain_id::text;
ALTER TABLE prices ALTER COLUMN chain_id TYPE text USING 'eip155:' || chain_id::text;
