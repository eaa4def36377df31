CREATE TABLE `choices` (
	`game_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`choice_id` text NOT NULL,
	PRIMARY KEY(`game_id`, `seq`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `prompts` ADD `deciders` text;