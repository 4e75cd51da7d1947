CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"interaction_id" uuid NOT NULL,
	"complaint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text DEFAULT 'twitter' NOT NULL,
	"monitor_run_id" uuid,
	"post_id" text NOT NULL,
	"post" jsonb NOT NULL,
	"post_author_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_value" text NOT NULL,
	"score" integer,
	"reason" text,
	"matched_rule" text,
	"suggested_response" text NOT NULL,
	"original_draft" text NOT NULL,
	"final_text" text,
	"human_edits" text,
	"edit_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"delivery" text DEFAULT 'intent' NOT NULL,
	"dry_send" boolean DEFAULT false NOT NULL,
	"counted_at" timestamp with time zone,
	"learned_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"publish_attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_post_id" text,
	"published_url" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_cursors" (
	"user_id" text NOT NULL,
	"source_key" text NOT NULL,
	"since_id" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_cursors_user_id_source_key_pk" PRIMARY KEY("user_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "monitor_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"posts_found" integer DEFAULT 0 NOT NULL,
	"posts_qualified" integer DEFAULT 0 NOT NULL,
	"drafts_created" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_monitor_run_id_monitor_runs_id_fk" FOREIGN KEY ("monitor_run_id") REFERENCES "public"."monitor_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_cursors" ADD CONSTRAINT "monitor_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_runs" ADD CONSTRAINT "monitor_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_user_interaction_idx" ON "complaints" USING btree ("user_id","interaction_id");--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_user_platform_post_idx" ON "interactions" USING btree ("user_id","platform","post_id");--> statement-breakpoint
CREATE INDEX "interactions_user_status_created_idx" ON "interactions" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "interactions_due_idx" ON "interactions" USING btree ("status","scheduled_at") WHERE "interactions"."status" in ('scheduled', 'publishing', 'awaiting_intent');--> statement-breakpoint
CREATE INDEX "monitor_runs_user_created_idx" ON "monitor_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "monitor_runs_open_idx" ON "monitor_runs" USING btree ("status","created_at") WHERE "monitor_runs"."status" in ('QUEUED', 'RUNNING');