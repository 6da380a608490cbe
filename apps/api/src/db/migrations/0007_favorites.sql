CREATE TABLE "favorite_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lists_token_unique" UNIQUE("token"),
	CONSTRAINT "favorite_lists_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "favorite_lots" (
	"list_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lots_list_id_lot_id_pk" PRIMARY KEY("list_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lots" ADD CONSTRAINT "favorite_lots_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lots" ADD CONSTRAINT "favorite_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_lists_user_id_index" ON "favorite_lists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorite_lots_lot_id_index" ON "favorite_lots" USING btree ("lot_id");