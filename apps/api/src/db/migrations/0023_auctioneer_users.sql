CREATE TABLE "auctioneer_users" (
	"auctioneer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctioneer_users_auctioneer_id_user_id_pk" PRIMARY KEY("auctioneer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auctioneer_users" ADD CONSTRAINT "auctioneer_users_auctioneer_id_auctioneers_id_fk" FOREIGN KEY ("auctioneer_id") REFERENCES "public"."auctioneers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctioneer_users" ADD CONSTRAINT "auctioneer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctioneer_users_user_id_index" ON "auctioneer_users" USING btree ("user_id");