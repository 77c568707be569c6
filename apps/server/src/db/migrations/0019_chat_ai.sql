ALTER TABLE "chat_settings" ADD COLUMN "ai_assistant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "ai_persona" text DEFAULT '' NOT NULL;