DROP INDEX "profiles_company_id_idx";--> statement-breakpoint
CREATE INDEX "profiles_company_id_department_id_idx" ON "profiles" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "profiles_department_id_idx" ON "profiles" USING btree ("department_id");