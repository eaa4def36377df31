ALTER TABLE "interactions" ADD COLUMN "guild_id" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "finished_at" bigint;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "resumed_at" bigint;