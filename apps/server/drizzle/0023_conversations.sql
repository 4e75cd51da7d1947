CREATE TABLE "conversation_cursors" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"cursor" text,
	"read_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "conversation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" text NOT NULL,
	"post" jsonb NOT NULL,
	"author_id" text NOT NULL,
	"root_post_id" text NOT NULL,
	"answered_reply_id" uuid,
	"status" text DEFAULT 'drafting' NOT NULL,
	"draft_attempts" integer DEFAULT 0 NOT NULL,
	"nothing_to_add" text,
	"posted_at" timestamp with time zone NOT NULL,
	"liked_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "conversation_item_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_cursors" ADD CONSTRAINT "conversation_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_items" ADD CONSTRAINT "conversation_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_items" ADD CONSTRAINT "conversation_items_answered_reply_id_replies_id_fk" FOREIGN KEY ("answered_reply_id") REFERENCES "public"."replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_cursors_user_platform_idx" ON "conversation_cursors" USING btree ("user_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_items_user_platform_post_idx" ON "conversation_items" USING btree ("user_id","platform","post_id");--> statement-breakpoint
CREATE INDEX "conversation_items_user_created_idx" ON "conversation_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_items_open_idx" ON "conversation_items" USING btree ("user_id","status") WHERE "conversation_items"."status" in ('drafting', 'drafted', 'nothing_to_add');--> statement-breakpoint
CREATE INDEX "conversation_items_root_idx" ON "conversation_items" USING btree ("user_id","platform","root_post_id");--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_conversation_item_id_conversation_items_id_fk" FOREIGN KEY ("conversation_item_id") REFERENCES "public"."conversation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "replies_conversation_item_idx" ON "replies" USING btree ("conversation_item_id");