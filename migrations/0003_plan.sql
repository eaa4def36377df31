ALTER TABLE `games` ADD `plan` text;--> statement-breakpoint
ALTER TABLE `votes` ADD `label` text;