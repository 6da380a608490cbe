ALTER TABLE "outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;