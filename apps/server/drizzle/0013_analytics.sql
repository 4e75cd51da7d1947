CREATE TABLE "account_snapshots" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	"following" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_snapshots_user_id_platform_day_pk" PRIMARY KEY("user_id","platform","day")
);
--> statement-breakpoint
CREATE TABLE "platform_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"provider_kind" text NOT NULL,
	"endpoint" text NOT NULL,
	"resources" integer NOT NULL,
	"cost_usd" numeric(12, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_outcomes" (
	"reply_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reposts" integer DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"impressions" integer,
	"author_replied" boolean DEFAULT false NOT NULL,
	"author_liked" boolean DEFAULT false NOT NULL,
	"gone" boolean DEFAULT false NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"next_read_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "base_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "follow_gain" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "author_like_minutes" integer;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "author_reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "account_snapshots" ADD CONSTRAINT "account_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_outcomes" ADD CONSTRAINT "reply_outcomes_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_outcomes" ADD CONSTRAINT "reply_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_calls_user_created_idx" ON "platform_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reply_outcomes_due_idx" ON "reply_outcomes" USING btree ("next_read_at") WHERE "reply_outcomes"."next_read_at" is not null;--> statement-breakpoint
CREATE INDEX "reply_outcomes_user_idx" ON "reply_outcomes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "replies_published_idx" ON "replies" USING btree ("user_id","published_at") WHERE "replies"."status" = 'published';