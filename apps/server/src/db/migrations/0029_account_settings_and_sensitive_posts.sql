ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sensitive_filter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every way an e-mail reached an account so far proved it (a mailed code or link), so the accounts
-- that have one are verified as of their creation. Accounts seeded later start unverified.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL;
