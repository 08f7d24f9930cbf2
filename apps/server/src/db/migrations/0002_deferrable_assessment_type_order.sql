-- Reordering assessment types swaps their `order` values inside one transaction. A plain UNIQUE
-- constraint is checked row by row, so a swap would collide half-way; DEFERRABLE lets the save
-- say SET CONSTRAINTS ... DEFERRED and be checked once at commit. INITIALLY IMMEDIATE keeps every
-- other write checked at once. (Drizzle's schema cannot express DEFERRABLE, hence SQL by hand.)
ALTER TABLE "assessment_configs" DROP CONSTRAINT "assessment_configs_order_course_id_key";
--> statement-breakpoint
ALTER TABLE "assessment_configs" ADD CONSTRAINT "assessment_configs_order_course_id_key"
  UNIQUE ("order", "course_id") DEFERRABLE INITIALLY IMMEDIATE;
