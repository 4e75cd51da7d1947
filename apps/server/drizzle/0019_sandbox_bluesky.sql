-- The sandbox network's Bluesky face (docs/decisions/0067): sessions of its own beside the X access
-- on the account (one identity may be connected on both faces), and the product's reply key on a
-- reply posted through it, unique per author, so a second attempt finds the first post.
CREATE TABLE "sandbox_bluesky_sessions" (
	"identity_id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "reply_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_bluesky_sessions" ADD CONSTRAINT "sandbox_bluesky_sessions_identity_id_sandbox_accounts_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bluesky_sessions_access_idx" ON "sandbox_bluesky_sessions" USING btree ("access_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_posts_reply_key_idx" ON "sandbox_posts" USING btree ("author_id","reply_key") WHERE "sandbox_posts"."reply_key" is not null;