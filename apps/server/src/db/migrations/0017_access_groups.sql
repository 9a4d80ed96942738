-- The User Access screen's groups, paged on the server (issue 19, decision 0036): one row per
-- user with grants, how many and when the newest was made, kept by statement triggers on the
-- grants (like row_counts, migration 0002), so a page of groups in "newest grant first" order is
-- an index range, and the number of groups one row_counts key, at 1M grants as at 1k.
CREATE TABLE "access_groups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"grants" integer NOT NULL,
	"newest_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_groups_newest_idx" ON "access_groups" USING btree ("newest_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint

-- A grant's user and creation time never change (spec 001 §5): INSERT and DELETE keep the groups.
-- Concurrent grants of one user meet on its row (ON CONFLICT, UPDATE), so the count is exact.
CREATE FUNCTION access_groups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO access_groups AS g (user_id, grants, newest_at)
    SELECT user_id, count(*), max(created_at) FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET grants = g.grants + excluded.grants,
                                        newest_at = greatest(g.newest_at, excluded.newest_at);
  ELSE
    UPDATE access_groups AS g SET grants = g.grants - d.n
      FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) d
     WHERE g.user_id = d.user_id;
    DELETE FROM access_groups WHERE grants <= 0 AND user_id IN (SELECT user_id FROM old_rows);
    -- The group's newest grant may be the one that went (read by user_product_access_user_idx).
    UPDATE access_groups AS g SET newest_at = n.newest
      FROM (SELECT o.user_id, (SELECT max(a.created_at) FROM user_product_access a WHERE a.user_id = o.user_id) AS newest
              FROM (SELECT DISTINCT user_id FROM old_rows) o) n
     WHERE g.user_id = n.user_id AND n.newest IS NOT NULL AND g.newest_at <> n.newest;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION access_groups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM access_groups;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Grants lose their user's row by ON DELETE CASCADE: the cascade's DELETE fires these too.
CREATE TRIGGER user_product_access_groups_insert AFTER INSERT ON user_product_access REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_groups_apply();--> statement-breakpoint
CREATE TRIGGER user_product_access_groups_delete AFTER DELETE ON user_product_access REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_groups_apply();--> statement-breakpoint
CREATE TRIGGER user_product_access_groups_truncate AFTER TRUNCATE ON user_product_access FOR EACH STATEMENT EXECUTE FUNCTION access_groups_truncate();--> statement-breakpoint

-- The number of groups: row_counts key 'access_groups'.
CREATE TRIGGER access_groups_count_insert AFTER INSERT ON access_groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER access_groups_count_delete AFTER DELETE ON access_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER access_groups_count_truncate AFTER TRUNCATE ON access_groups FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint

-- The rebuild (this migration, and the scale generator after a load with the triggers off) makes
-- the groups from the grants, then counts every key (0002's, and the groups).
CREATE OR REPLACE FUNCTION row_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM access_groups;
  INSERT INTO access_groups (user_id, grants, newest_at)
  SELECT user_id, count(*), max(created_at) FROM user_product_access GROUP BY user_id;
  DELETE FROM row_counts;
  INSERT INTO row_counts (key, n)
  SELECT 'users', count(*) FROM users
  UNION ALL SELECT 'shipments', count(*) FROM shipments
  UNION ALL SELECT k, count(*) FROM user_product_access g, unnest(row_counts_access_keys(g)) k GROUP BY k
  UNION ALL SELECT 'access_groups', count(*) FROM access_groups
  UNION ALL SELECT 'orders', count(*) FROM orders
  UNION ALL SELECT 'orders:status:' || status, count(*) FROM orders GROUP BY status;
  DELETE FROM audit_log_counts;
  INSERT INTO audit_log_counts (action, resource_type, admin_name, n)
  SELECT action, resource_type, admin_name, count(*) FROM audit_logs GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint

SELECT row_counts_rebuild();
