-- When the user asked to stop a monitoring run (POST /api/monitor/stop/{id}); null while nobody
-- did. The worker holding the run reads it while the run goes on and ends the run COMPLETED with
-- the drafts made so far, the rest listed as skipped.
ALTER TABLE "monitor_runs" ADD COLUMN "stop_requested_at" timestamp with time zone;
