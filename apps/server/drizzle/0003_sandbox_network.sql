CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"followers" integer NOT NULL,
	"following" integer NOT NULL,
	"lang" text NOT NULL,
	"topics" jsonb NOT NULL,
	"voice" jsonb NOT NULL,
	"posts_per_day" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"owner_user_id" text,
	"claimed_at" timestamp with time zone,
	"access_token" text,
	"access_secret" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_oauth_requests" (
	"request_token" text PRIMARY KEY NOT NULL,
	"request_secret" text NOT NULL,
	"callback_url" text NOT NULL,
	"authorized_identity_id" text,
	"verifier" text,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lang" text NOT NULL,
	"tweet_type" text NOT NULL,
	"referenced_post_id" text,
	"in_reply_to_post_id" text,
	"conversation_id" text NOT NULL,
	"media_url" text,
	"base_likes" integer DEFAULT 0 NOT NULL,
	"base_retweets" integer DEFAULT 0 NOT NULL,
	"base_replies" integer DEFAULT 0 NOT NULL,
	"base_views" integer DEFAULT 0 NOT NULL,
	"growth_minutes" integer DEFAULT 240 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"repost_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_rate_windows" (
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_rate_windows_key_endpoint_window_start_pk" PRIMARY KEY("key","endpoint","window_start")
);
--> statement-breakpoint
CREATE TABLE "sandbox_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_oauth_requests" ADD CONSTRAINT "sandbox_oauth_requests_authorized_identity_id_sandbox_accounts_id_fk" FOREIGN KEY ("authorized_identity_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD CONSTRAINT "sandbox_posts_author_id_sandbox_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounts_username_lower_idx" ON "sandbox_accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounts_access_token_idx" ON "sandbox_accounts" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "sandbox_accounts_owner_idx" ON "sandbox_accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "sandbox_posts_author_idx" ON "sandbox_posts" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_posts_created_idx" ON "sandbox_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_posts_reply_to_idx" ON "sandbox_posts" USING btree ("in_reply_to_post_id");