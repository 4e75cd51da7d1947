CREATE TABLE "user_model_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"base_url" text,
	"api_key_sealed" text,
	"api_key_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_model_settings" ADD CONSTRAINT "user_model_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Announces, on commit, whose model setting changed (saved, changed, reset, or gone with the
-- account): every API and worker process keeps the model service it built for a user in memory
-- and forgets it when it hears this (modules/model-settings/model-router.ts).
CREATE FUNCTION "announce_model_settings_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('model_settings_changed', OLD.user_id);
	ELSE
		PERFORM pg_notify('model_settings_changed', NEW.user_id);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_model_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_model_settings"
	FOR EACH ROW EXECUTE FUNCTION "announce_model_settings_change"();
