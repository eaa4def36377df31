ALTER TABLE `games` ADD `pace` text DEFAULT 'async' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `lobby` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `lobby_message_id` text;