CREATE TABLE "sandbox_likes" (
	"identity_id" text NOT NULL,
	"post_id" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_likes_identity_id_post_id_pk" PRIMARY KEY("identity_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_posts" ALTER COLUMN "author_reply_minutes" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_likes" ADD CONSTRAINT "sandbox_likes_identity_id_sandbox_accounts_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_likes" ADD CONSTRAINT "sandbox_likes_post_id_sandbox_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."sandbox_posts"("id") ON DELETE cascade ON UPDATE no action;