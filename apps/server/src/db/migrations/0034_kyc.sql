CREATE TABLE "kyc_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country" text NOT NULL,
	"document_type" text NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"provider_session_id" text,
	"provider_url" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text,
	"expires_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"blob_key" text NOT NULL,
	"key_id" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_application_id_kyc_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kyc_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_one_pending_key" ON "kyc_applications" USING btree ("user_id") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "kyc_applications_user_idx" ON "kyc_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyc_applications_retention_idx" ON "kyc_applications" USING btree ("decided_at") WHERE documents_deleted_at is null and decided_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_provider_session_key" ON "kyc_applications" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_application_kind_key" ON "kyc_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "kyc_documents_key_idx" ON "kyc_documents" USING btree ("key_id");