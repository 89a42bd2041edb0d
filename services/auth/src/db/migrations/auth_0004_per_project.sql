-- A wallet belongs to one app (issue 36): accounts, their identities and their codes are per project, so the
-- same e-mail address (or provider account, or Farcaster id) in another project is another account with
-- another wallet. Kept in step with db/schema.ts.

-- An account keeps the project it was first used in (its oldest session on record). One with no session on
-- record belongs to no project ('') and is reached by no login until an operator assigns it
-- (docs/operations.md, "Accounts per project").
ALTER TABLE auth_users ADD COLUMN project_id text;
UPDATE auth_users u SET project_id = (
  SELECT s.project_id FROM auth_sessions s WHERE s.user_id = u.id ORDER BY s.created_at LIMIT 1
);
UPDATE auth_users SET project_id = '' WHERE project_id IS NULL;
ALTER TABLE auth_users ALTER COLUMN project_id SET NOT NULL;
ALTER TABLE auth_users DROP CONSTRAINT auth_users_email_key;
ALTER TABLE auth_users ADD CONSTRAINT auth_users_project_email_key UNIQUE (project_id, email);

-- Identities: per project, keyed by (issuer, subject) rather than the provider's name (a project may point a
-- provider's name at another issuer). Rows made before take the built-in preset's issuer.
ALTER TABLE auth_identities ADD COLUMN project_id text;
ALTER TABLE auth_identities ADD COLUMN issuer text;
UPDATE auth_identities i SET project_id = u.project_id FROM auth_users u WHERE u.id = i.user_id;
UPDATE auth_identities SET issuer = CASE provider
  WHEN 'google' THEN 'https://accounts.google.com'
  WHEN 'apple' THEN 'https://appleid.apple.com'
  WHEN 'x' THEN 'https://api.x.com'
  WHEN 'discord' THEN 'https://discord.com'
  WHEN 'github' THEN 'https://api.github.com'
  WHEN 'facebook' THEN 'https://graph.facebook.com'
  ELSE provider
END;
ALTER TABLE auth_identities ALTER COLUMN project_id SET NOT NULL;
ALTER TABLE auth_identities ALTER COLUMN issuer SET NOT NULL;
ALTER TABLE auth_identities DROP CONSTRAINT auth_identities_pkey;
ALTER TABLE auth_identities ADD PRIMARY KEY (project_id, issuer, subject);

-- A ticket names the issuer that vouched for it. Tickets live 5 minutes: those waiting are dropped.
DELETE FROM auth_social_tickets;
ALTER TABLE auth_social_tickets ADD COLUMN issuer text NOT NULL;

-- A code signs in (or confirms an e-mail change) in the project it was asked in only. Codes waiting now
-- (10 minutes at most) get no project and stop working.
ALTER TABLE auth_otp_codes ADD COLUMN project_id text NOT NULL DEFAULT '';
ALTER TABLE auth_otp_codes ALTER COLUMN project_id DROP DEFAULT;

-- A device approved from its mail: an e-mail login's approval then mails the sign-in code (the login answers
-- alike for known and unknown addresses, so the code comes after the approval); a social login's does not.
ALTER TABLE auth_device_approvals ADD COLUMN sends_code boolean NOT NULL DEFAULT true;
