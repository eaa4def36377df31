ALTER TABLE `games` ADD `caller_id` text;--> statement-breakpoint
ALTER TABLE `prompts` ADD `by_caller` integer DEFAULT false NOT NULL;