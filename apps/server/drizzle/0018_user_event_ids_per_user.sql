-- Event ids are each user's own (1, 2, 3… per user) instead of one sequence shared by all users,
-- whose gaps showed any user how busy everyone else was (docs/decisions/0056). Every existing
-- user's counter starts where the shared sequence stands: an id a client already holds (its
-- Last-Event-ID) stays below every id handed out from now on, so a client reconnecting across the
-- upgrade misses nothing and receives nothing twice. The stored events keep their ids.
CREATE TABLE "user_event_counters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_event_counters" ADD CONSTRAINT "user_event_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_event_counters" ("user_id", "last_id")
SELECT "users"."id", "shared"."last_id"
FROM "users",
  (SELECT CASE WHEN "is_called" THEN "last_value" ELSE 0 END AS "last_id" FROM "user_events_id_seq") AS "shared";--> statement-breakpoint
ALTER TABLE "user_events" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE "user_events_id_seq";--> statement-breakpoint
ALTER TABLE "user_events" DROP CONSTRAINT "user_events_pkey";--> statement-breakpoint
DROP INDEX "user_events_user_id_idx";--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_id_pk" PRIMARY KEY("user_id","id");
