CREATE TABLE "geo_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"country" text,
	"network" "cidr",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geo_blocks_one_kind" CHECK (("geo_blocks"."country" is null) <> ("geo_blocks"."network" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "geo_blocks" ADD CONSTRAINT "geo_blocks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geo_blocks_creator_country_key" ON "geo_blocks" USING btree ("creator_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_blocks_creator_network_key" ON "geo_blocks" USING btree ("creator_id","network");--> statement-breakpoint
CREATE INDEX "geo_blocks_country_idx" ON "geo_blocks" USING btree ("country","creator_id");--> statement-breakpoint
CREATE INDEX "geo_blocks_network_idx" ON "geo_blocks" USING gist ("network" inet_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");