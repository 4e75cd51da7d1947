-- The announcement of a saved or changed model setting now names the version of the row it
-- announces: "<user_id> <xid>", the writing transaction's id as the row's xmin reads it. A process
-- that already built the user's service from that very row keeps it (an OpenAI-compatible server's
-- plain-text fallback lasts), instead of forgetting it when its own write is announced back to it.
-- A removal still announces the user alone: every process forgets. A version that does not match
-- (a write inside a savepoint, a wrapped counter) only makes a process forget, never keep.
CREATE OR REPLACE FUNCTION "announce_model_settings_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('model_settings_changed', OLD.user_id);
	ELSE
		PERFORM pg_notify('model_settings_changed', NEW.user_id || ' ' || (txid_current() % 4294967296)::text);
	END IF;
	RETURN NULL;
END
$$;
