-- Whose model answered each call: true for the user's own (their provider bills them), false for
-- this server's (its operator pays). Calls recorded before stay null: Analytics infers them.
ALTER TABLE "llm_calls" ADD COLUMN "own_model" boolean;
