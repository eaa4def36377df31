CREATE TABLE "choices" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"choice_id" text NOT NULL,
	CONSTRAINT "choices_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "earned_achievements" (
	"holder" text NOT NULL,
	"achievement" text NOT NULL,
	"game_id" integer NOT NULL,
	"earned_at" bigint NOT NULL,
	CONSTRAINT "earned_achievements_holder_achievement_pk" PRIMARY KEY("holder","achievement")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"seq" integer,
	"turn" integer NOT NULL,
	"visibility" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finished_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"guild_id" text,
	"result" text NOT NULL,
	"reason" text,
	"killer" text NOT NULL,
	"location" text NOT NULL,
	"girl" text NOT NULL,
	"mode" text NOT NULL,
	"turns" integer NOT NULL,
	"saved" integer NOT NULL,
	"killed" integer NOT NULL,
	"players" jsonb NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" bigint NOT NULL,
	CONSTRAINT "finished_games_game_id_unique" UNIQUE("game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"guild_id" text,
	"host_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"seed" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"schema_version" integer NOT NULL,
	"prompt_no" integer DEFAULT 0 NOT NULL,
	"vote_window_sec" integer NOT NULL,
	"reminder_sec" integer NOT NULL,
	"ping_on_decision" boolean DEFAULT true NOT NULL,
	"solo_actor" text DEFAULT 'host' NOT NULL,
	"pace" text DEFAULT 'async' NOT NULL,
	"lobby" boolean DEFAULT false NOT NULL,
	"lobby_message_id" text,
	"caller_id" text,
	"plan" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"state" text,
	"label" text NOT NULL,
	"last_event_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"game_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" bigint NOT NULL,
	"rowid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "players_rowid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "players_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"game_id" integer NOT NULL,
	"prompt_no" integer NOT NULL,
	"decision_seq" integer NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text,
	"body" text,
	"layout" text DEFAULT 'legacy' NOT NULL,
	"picture" text,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" bigint NOT NULL,
	"deadline_at" bigint,
	"overdue" boolean DEFAULT false NOT NULL,
	"by_caller" boolean DEFAULT false NOT NULL,
	"last_ping_at" bigint,
	"closed_at" bigint,
	"decided_choice" text,
	"deciders" jsonb,
	CONSTRAINT "prompts_game_id_prompt_no_pk" PRIMARY KEY("game_id","prompt_no")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"game_id" integer NOT NULL,
	"prompt_no" integer NOT NULL,
	"user_id" text NOT NULL,
	"choice_id" text NOT NULL,
	"label" text,
	"cast_at" bigint NOT NULL,
	CONSTRAINT "votes_game_id_prompt_no_user_id_pk" PRIMARY KEY("game_id","prompt_no","user_id")
);
--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_achievements" ADD CONSTRAINT "earned_achievements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_games" ADD CONSTRAINT "finished_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earned_achievements_game" ON "earned_achievements" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "events_game" ON "events" USING btree ("game_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_active_per_channel" ON "games" USING btree ("channel_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "games_channel" ON "games" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "history_game" ON "history" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "interactions_seen" ON "interactions" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "prompts_status" ON "prompts" USING btree ("status");