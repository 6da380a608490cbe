CREATE TABLE "outbid_notice_cursors" (
	"lot_id" uuid PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_users" (
	"seller_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_users_seller_id_user_id_pk" PRIMARY KEY("seller_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbid_notice_cursors" ADD CONSTRAINT "outbid_notice_cursors_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_users" ADD CONSTRAINT "seller_users_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_users" ADD CONSTRAINT "seller_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_users_user_id_index" ON "seller_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_queued_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Bids placed before this migration had their outbid notices sent already: start each lot's cursor there.
INSERT INTO "outbid_notice_cursors" ("lot_id", "last_sequence") SELECT "id", "bid_count" FROM "lots" WHERE "bid_count" > 0;
