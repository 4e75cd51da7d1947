-- The drafted replies are called replies from the screen to the table (they were "interactions").
-- Renames only: no row is copied and no index is rebuilt.
ALTER TABLE "interactions" RENAME TO "replies";--> statement-breakpoint
ALTER TABLE "replies" RENAME CONSTRAINT "interactions_pkey" TO "replies_pkey";--> statement-breakpoint
ALTER TABLE "replies" RENAME CONSTRAINT "interactions_user_id_users_id_fk" TO "replies_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "replies" RENAME CONSTRAINT "interactions_monitor_run_id_monitor_runs_id_fk" TO "replies_monitor_run_id_monitor_runs_id_fk";--> statement-breakpoint
ALTER INDEX "interactions_user_platform_post_idx" RENAME TO "replies_user_platform_post_idx";--> statement-breakpoint
ALTER INDEX "interactions_user_status_created_idx" RENAME TO "replies_user_status_created_idx";--> statement-breakpoint
ALTER INDEX "interactions_due_idx" RENAME TO "replies_due_idx";--> statement-breakpoint
ALTER TABLE "complaints" RENAME COLUMN "interaction_id" TO "reply_id";--> statement-breakpoint
ALTER TABLE "complaints" RENAME CONSTRAINT "complaints_interaction_id_interactions_id_fk" TO "complaints_reply_id_replies_id_fk";--> statement-breakpoint
ALTER INDEX "complaints_user_interaction_idx" RENAME TO "complaints_user_reply_idx";
