import {
  ERROR_CODES,
  MESSAGES,
  roleOfProfileType,
  type localSignUpBodySchema,
} from "@lineup/shared";
import type { z } from "zod";
import { AppError } from "../lib/app-error";
import { isCommonPassword } from "./common-passwords";
import type { NewUser } from "./users";

type LocalSignUp = z.output<typeof localSignUpBodySchema>;

export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.passwordTooCommon, {
      password: MESSAGES.passwordTooCommon,
    });
  }
}

export function emailTaken(): AppError {
  return new AppError(ERROR_CODES.conflict, MESSAGES.emailTaken, {
    email: MESSAGES.emailTaken,
  });
}

/** The columns a sign-up body sets; the role follows from profileType, never from the body itself. */
export function newUserValues(
  body: Pick<LocalSignUp, "personalInfo" | "businessName" | "phoneNumber" | "profileType">,
  email: string,
): NewUser {
  const business = body.profileType === "Business";
  return {
    email,
    role: roleOfProfileType(body.profileType),
    profileType: body.profileType ?? null,
    firstName: business ? null : (body.personalInfo?.firstName ?? null),
    lastName: business ? null : (body.personalInfo?.lastName ?? null),
    middleName: business ? null : (body.personalInfo?.middleName ?? null),
    suffix: business ? null : (body.personalInfo?.suffix ?? null),
    businessName: business ? (body.businessName ?? null) : null,
    phoneNumber: body.phoneNumber ?? null,
  };
}
