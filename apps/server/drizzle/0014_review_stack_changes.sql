-- Announces, on commit, whose review stack changed: a pending draft written, changed, reviewed or
-- deleted, or a reading of a reply's outcome (the cards show their source's record). The API
-- processes keep each user's stack in memory and forget it when they hear this (review-stack-cache.ts).
-- Only pg_notify: no row is written or locked, and one user's many rows in one transaction are
-- announced once (PostgreSQL folds identical notifications).
CREATE FUNCTION "announce_review_stack_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('review_stack_changed', OLD.user_id);
	ELSE
		PERFORM pg_notify('review_stack_changed', NEW.user_id);
		IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
			PERFORM pg_notify('review_stack_changed', OLD.user_id);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "replies_pending_inserted" AFTER INSERT ON "replies" FOR EACH ROW
	WHEN (NEW.status = 'pending') EXECUTE FUNCTION "announce_review_stack_change"();--> statement-breakpoint
CREATE TRIGGER "replies_pending_changed" AFTER UPDATE ON "replies" FOR EACH ROW
	WHEN (OLD.status = 'pending' OR NEW.status = 'pending') EXECUTE FUNCTION "announce_review_stack_change"();--> statement-breakpoint
CREATE TRIGGER "replies_pending_deleted" AFTER DELETE ON "replies" FOR EACH ROW
	WHEN (OLD.status = 'pending') EXECUTE FUNCTION "announce_review_stack_change"();--> statement-breakpoint
CREATE TRIGGER "reply_outcomes_read" AFTER INSERT ON "reply_outcomes" FOR EACH ROW
	WHEN (NEW.reads > 0) EXECUTE FUNCTION "announce_review_stack_change"();--> statement-breakpoint
CREATE TRIGGER "reply_outcomes_reread" AFTER UPDATE ON "reply_outcomes" FOR EACH ROW
	WHEN ((NEW.reads > 0 OR OLD.reads > 0) AND
		(OLD.reads, OLD.likes, OLD.replies, OLD.reposts, OLD.quotes, OLD.impressions, OLD.author_replied)
		IS DISTINCT FROM
		(NEW.reads, NEW.likes, NEW.replies, NEW.reposts, NEW.quotes, NEW.impressions, NEW.author_replied))
	EXECUTE FUNCTION "announce_review_stack_change"();--> statement-breakpoint
CREATE TRIGGER "reply_outcomes_forgotten" AFTER DELETE ON "reply_outcomes" FOR EACH ROW
	WHEN (OLD.reads > 0) EXECUTE FUNCTION "announce_review_stack_change"();
