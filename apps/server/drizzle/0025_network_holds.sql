CREATE TABLE "network_holds" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "network_holds_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
ALTER TABLE "network_holds" ADD CONSTRAINT "network_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;