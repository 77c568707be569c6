CREATE TABLE "tracking_link_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_link_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"link_id" uuid NOT NULL,
	"fan_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_link_sign_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_link_touches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_link_clicks" ADD CONSTRAINT "tracking_link_clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_conversions" ADD CONSTRAINT "tracking_link_conversions_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_conversions" ADD CONSTRAINT "tracking_link_conversions_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_sign_ups" ADD CONSTRAINT "tracking_link_sign_ups_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_sign_ups" ADD CONSTRAINT "tracking_link_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_touches" ADD CONSTRAINT "tracking_link_touches_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_touches" ADD CONSTRAINT "tracking_link_touches_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link_touches" ADD CONSTRAINT "tracking_link_touches_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_link_clicks_visit_key" ON "tracking_link_clicks" USING btree ("link_id","visitor_key","day");--> statement-breakpoint
CREATE INDEX "tracking_link_clicks_link_at_idx" ON "tracking_link_clicks" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_link_conversions_event_key" ON "tracking_link_conversions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tracking_link_conversions_link_at_idx" ON "tracking_link_conversions" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_link_sign_ups_user_key" ON "tracking_link_sign_ups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_link_sign_ups_link_idx" ON "tracking_link_sign_ups" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_link_touches_daily_key" ON "tracking_link_touches" USING btree ("fan_id","link_id","day");--> statement-breakpoint
CREATE INDEX "tracking_link_touches_fan_creator_idx" ON "tracking_link_touches" USING btree ("fan_id","creator_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_code_key" ON "tracking_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_creator_name_key" ON "tracking_links" USING btree ("creator_id",lower("name"));