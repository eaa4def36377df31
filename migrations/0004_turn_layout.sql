ALTER TABLE `prompts` ADD `layout` text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `picture` text;