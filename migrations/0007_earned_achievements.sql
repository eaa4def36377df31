CREATE TABLE `earned_achievements` (
	`holder` text NOT NULL,
	`achievement` text NOT NULL,
	`game_id` integer NOT NULL,
	`earned_at` integer NOT NULL,
	PRIMARY KEY(`holder`, `achievement`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `earned_achievements_game` ON `earned_achievements` (`game_id`);