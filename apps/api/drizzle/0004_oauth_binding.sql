ALTER TABLE "one_time_tokens" ADD COLUMN "binding_hash" text;
--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
