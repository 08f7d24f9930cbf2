CREATE TABLE "shared_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"state" "bytea" NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"keyword" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"user_id" bigint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_sessions" ADD CONSTRAINT "shared_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_sessions_owner_id_index" ON "shared_sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shared_sessions_active_at_index" ON "shared_sessions" USING btree ("active_at");--> statement-breakpoint
CREATE INDEX "short_links_url_index" ON "short_links" USING hash ("url");--> statement-breakpoint
CREATE INDEX "short_links_user_id_index" ON "short_links" USING btree ("user_id");