CREATE TABLE `interactions` (
	`id` text PRIMARY KEY NOT NULL,
	`seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `interactions_seen` ON `interactions` (`seen_at`);