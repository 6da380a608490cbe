CREATE TABLE "privacy_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"outbid_emails" boolean DEFAULT true NOT NULL,
	"reminder_emails" boolean DEFAULT true NOT NULL,
	"newsletter_emails" boolean DEFAULT false NOT NULL,
	"newsletter_changed_at" timestamp with time zone,
	"analytics_cookies" boolean,
	"cookies_chosen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_export_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"storage_key" text,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "privacy_preferences" ADD CONSTRAINT "privacy_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_requests" ADD CONSTRAINT "data_export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_open_key" ON "account_deletion_requests" USING btree ("user_id") WHERE "account_deletion_requests"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_scheduled_for_index" ON "account_deletion_requests" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "data_export_requests_user_id_requested_at_index" ON "data_export_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_export_requests_status_index" ON "data_export_requests" USING btree ("status");