-- CSV exports (decision 0017): an export writes an audit row with the action 'export', and the
-- audit log itself can be exported (resource type 'audit_logs'). Re-adding a CHECK reads the
-- table once to validate it (about a second at 1M audit rows).
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_action";--> statement-breakpoint
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_resource_type";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_action" CHECK ("audit_logs"."action" in ('create', 'update', 'delete', 'export'));--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_resource_type" CHECK ("audit_logs"."resource_type" in ('users', 'products', 'orders', 'code_promos', 'user_product_access', 'shipments', 'countries', 'software_releases', 'email_templates', 'api_keys', 'ip_blacklist', 'rate_limiter_settings', 'audit_logs'));