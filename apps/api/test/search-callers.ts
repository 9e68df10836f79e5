import type { AccountStatus, UserRole } from "@lineup/shared";
import { freshEmail, signUpBody } from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { users } from "../src/db/schema";
import { signUpAndConfirm } from "./auth-helpers";
import type { SmtpSink } from "./smtp-sink";

export interface Caller {
  userId: string;
  email: string;
  cookie: string;
}

/** A confirmed, signed-in account of that role, put in that status as an operator would. */
export async function callerOf(
  app: FastifyInstance,
  sink: SmtpSink,
  db: Db,
  role: UserRole,
  status: AccountStatus,
): Promise<Caller> {
  const { email, cookie } = await signUpAndConfirm(
    app,
    sink,
    signUpBody(role, freshEmail(`${role}-${status}`)),
  );
  const [user] = await db.update(users).set({ status }).where(eq(users.email, email)).returning();
  return { userId: user!.id, email, cookie };
}
