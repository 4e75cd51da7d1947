-- Session tokens and the sandbox network's access tokens are kept only as SHA-256 hashes (hex), as
-- the code now writes and looks them up: sessions and sandbox connections made before survive.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
UPDATE "sandbox_accounts"
SET "access_token" = encode(sha256(convert_to("access_token", 'UTF8')), 'hex'),
    "access_secret" = encode(sha256(convert_to("access_secret", 'UTF8')), 'hex')
WHERE "access_token" IS NOT NULL AND "access_token" !~ '^[0-9a-f]{64}$';
