-- Fan-out reads only the events still waiting for it, so its index holds only those: an event of a
-- workspace without a webhook receiver is born fanned out and costs no index entry. Nothing read
-- events by workspace and type, so that index goes.
DROP INDEX `outbox_events_fanout`;--> statement-breakpoint
DROP INDEX `outbox_events_workspace`;--> statement-breakpoint
CREATE INDEX `outbox_events_pending` ON `outbox_events` (`created_at`,`id`) WHERE fanned_out_at IS NULL;
