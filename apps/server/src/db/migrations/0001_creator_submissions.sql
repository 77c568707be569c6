CREATE TABLE "creator_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"creator_domain" text,
	"display_name" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"date_of_birth" date,
	"agreed_at" timestamp with time zone,
	"reject_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_submissions_user_key" ON "creator_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_submissions_held_domain_key" ON "creator_submissions" USING btree (lower("creator_domain")) WHERE status in ('submitted', 'approved');--> statement-breakpoint
CREATE INDEX "creator_submissions_status_idx" ON "creator_submissions" USING btree ("status","submitted_at","id");