CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'UNDER_REVIEW' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buyer_application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"tax_id" text NOT NULL,
	"full_name" text,
	"birth_date" date,
	"company_name" text,
	"representative_name" text,
	"representative_cpf" text,
	"address_line1" text,
	"address_number" text,
	"address_line2" text,
	"address_neighborhood" text,
	"address_city" text,
	"address_state" text,
	"address_postal_code" text,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_applications_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"type" text NOT NULL,
	"verified_tax_id" text,
	"blocked_at" timestamp with time zone,
	"block_reason" text,
	"block_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyers_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "buyers_verifiedTaxId_unique" UNIQUE("verified_tax_id")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"total_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_application_documents" ADD CONSTRAINT "buyer_application_documents_application_id_buyer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."buyer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_application_documents" ADD CONSTRAINT "buyer_application_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_application_history" ADD CONSTRAINT "buyer_application_history_application_id_buyer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."buyer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_application_history" ADD CONSTRAINT "buyer_application_history_document_id_buyer_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."buyer_application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_application_history" ADD CONSTRAINT "buyer_application_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_applications" ADD CONSTRAINT "buyer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_applications" ADD CONSTRAINT "buyer_applications_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_applications" ADD CONSTRAINT "buyer_applications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_created_at_index" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_index" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "bids_buyer_id_listing_id_index" ON "bids" USING btree ("buyer_id","listing_id");--> statement-breakpoint
CREATE INDEX "bids_lot_id_created_at_index" ON "bids" USING btree ("lot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_application_documents_current_key" ON "buyer_application_documents" USING btree ("application_id","type") WHERE "buyer_application_documents"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "buyer_application_documents_application_id_index" ON "buyer_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "buyer_application_history_application_id_created_at_index" ON "buyer_application_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_applications_status_submitted_at_index" ON "buyer_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "buyer_applications_tax_id_index" ON "buyer_applications" USING btree ("tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_username_lower_key" ON "buyers" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "buyers_status_index" ON "buyers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_intents_buyer_id_created_at_index" ON "payment_intents" USING btree ("buyer_id","created_at");