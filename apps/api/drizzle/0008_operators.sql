ALTER TABLE "sessions" ADD COLUMN "factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"target_id" uuid,
	"target_name" text,
	"message" text,
	"from_status" text,
	"to_status" text
);
--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
