ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
-- Hand-written (issue 22, live secrets at rest).
-- 1. Session tokens are stored as SHA-256 (hex) of the token (features/auth/session-token-hash.ts): existing sessions
--    are hashed in place, so nobody is signed out (the cookie and bearer tokens clients hold still carry the token,
--    which is hashed on every lookup). Better Auth's tokens are 32 letters and digits, never 64 hex characters, so a
--    row already hashed is left alone.
UPDATE "auth_sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
  WHERE "token" !~ '^[0-9a-f]{64}$';
--> statement-breakpoint
--    The sign-in lockout's device nonces (a browser's way past a lockout) likewise: SHA-256, hex.
UPDATE "auth_login_failures" SET "device" = encode(sha256(convert_to("device", 'UTF8')), 'hex')
  WHERE "device" IS NOT NULL AND "device" !~ '^[0-9a-f]{64}$';
--> statement-breakpoint
-- 2. Mail bodies carry reset and invitation links: once a delivery was attempted ('sent', 'failed') the body is
--    dropped. Bodies of mails still waiting ('pending') are encrypted in code at the next start (SQL has no key:
--    server.ts calls sealClearOutboxMail), since the development mailbox still shows them.
UPDATE "mail_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" <> 'pending';
