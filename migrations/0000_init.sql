CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`seq` integer,
	`turn` integer NOT NULL,
	`visibility` text NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_game` ON `events` (`game_id`,`id`);--> statement-breakpoint
CREATE TABLE `finished_games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`channel_id` text NOT NULL,
	`guild_id` text,
	`result` text NOT NULL,
	`reason` text,
	`killer` text NOT NULL,
	`location` text NOT NULL,
	`girl` text NOT NULL,
	`mode` text NOT NULL,
	`turns` integer NOT NULL,
	`saved` integer NOT NULL,
	`killed` integer NOT NULL,
	`players` text NOT NULL,
	`finished_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `finished_games_game_id_unique` ON `finished_games` (`game_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel_id` text NOT NULL,
	`guild_id` text,
	`host_id` text NOT NULL,
	`mode` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`seed` text NOT NULL,
	`state` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`schema_version` integer NOT NULL,
	`prompt_no` integer DEFAULT 0 NOT NULL,
	`vote_window_sec` integer NOT NULL,
	`reminder_sec` integer NOT NULL,
	`ping_on_decision` integer DEFAULT true NOT NULL,
	`solo_actor` text DEFAULT 'host' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_one_active_per_channel` ON `games` (`channel_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `games_channel` ON `games` (`channel_id`);--> statement-breakpoint
CREATE TABLE `history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`state` text,
	`label` text NOT NULL,
	`last_event_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_game` ON `history` (`game_id`,`id`);--> statement-breakpoint
CREATE TABLE `players` (
	`game_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `user_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prompts` (
	`game_id` integer NOT NULL,
	`prompt_no` integer NOT NULL,
	`decision_seq` integer NOT NULL,
	`channel_id` text NOT NULL,
	`message_id` text,
	`body` text,
	`status` text DEFAULT 'open' NOT NULL,
	`opened_at` integer NOT NULL,
	`deadline_at` integer,
	`overdue` integer DEFAULT false NOT NULL,
	`last_ping_at` integer,
	`closed_at` integer,
	`decided_choice` text,
	PRIMARY KEY(`game_id`, `prompt_no`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prompts_status` ON `prompts` (`status`);--> statement-breakpoint
CREATE TABLE `votes` (
	`game_id` integer NOT NULL,
	`prompt_no` integer NOT NULL,
	`user_id` text NOT NULL,
	`choice_id` text NOT NULL,
	`cast_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `prompt_no`, `user_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
