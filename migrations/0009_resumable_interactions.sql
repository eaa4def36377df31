ALTER TABLE `interactions` ADD `guild_id` text;--> statement-breakpoint
ALTER TABLE `interactions` ADD `payload` text;--> statement-breakpoint
ALTER TABLE `interactions` ADD `finished_at` integer;--> statement-breakpoint
ALTER TABLE `interactions` ADD `resumed_at` integer;