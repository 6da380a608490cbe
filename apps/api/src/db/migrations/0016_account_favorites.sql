DROP INDEX "favorite_lists_user_id_index";--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_user_id_unique" ON "favorite_lists" USING btree ("user_id");