-- "Total API Requests" and the API keys' usage from one source (issue 18, decision 0035): the
-- total is the sum of the keys' usage_count plus what keys since deleted had counted, which this
-- trigger adds to system_settings 'deleted_api_key_requests' as a key is deleted. The old running
-- counter 'total_api_requests' was bumped beside the keys, so the two could disagree (a demo store
-- showed 1 beside keys used 335,722 times); what it counted beyond today's keys becomes the
-- deleted keys' share, and the counter goes.
INSERT INTO system_settings (key, value)
SELECT 'deleted_api_key_requests',
  greatest(0, coalesce((SELECT value::bigint FROM system_settings WHERE key = 'total_api_requests'), 0)
    - (SELECT coalesce(sum(usage_count), 0) FROM api_keys))::text
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
DELETE FROM system_settings WHERE key = 'total_api_requests';--> statement-breakpoint
CREATE FUNCTION api_keys_keep_deleted_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.usage_count > 0 THEN
    INSERT INTO system_settings (key, value) VALUES ('deleted_api_key_requests', OLD.usage_count::text)
    ON CONFLICT (key) DO UPDATE
      SET value = (system_settings.value::bigint + OLD.usage_count)::text, updated_at = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER api_keys_keep_deleted_requests AFTER DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION api_keys_keep_deleted_requests();
