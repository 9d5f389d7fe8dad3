-- Session tokens are now stored as their SHA-256 in base64url (auth/hashed-session-tokens.ts). Existing
-- sessions are hashed in place, so nobody is signed out by the change.
UPDATE "session" SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
