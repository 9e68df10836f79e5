import type { FastifyReply, FastifyRequest } from "fastify";

/** As long as the hand-off token lives (DESIGN.md: OAuth hand-off 10 min). */
const MAX_AGE_S = 10 * 60;

/**
 * The OAuth hand-off's browser binding (login CSRF, docs/decisions/0060): set by the callback in
 * the browser that came back from the provider, and required, with the hash stored beside the
 * hand-off token, to read or use that token. HttpOnly, SameSite=Lax (the callback is a top-level
 * navigation from the provider), and `__Host-` and Secure over https, so no script or sibling
 * subdomain can read or plant it.
 */
export class HandoffCookie {
  readonly name: string;

  constructor(private readonly secure: boolean) {
    this.name = secure ? "__Host-lineup_oauth_binding" : "lineup_oauth_binding";
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value && value.length <= 100 ? value : undefined;
  }

  write(reply: FastifyReply, binding: string): void {
    void reply.setCookie(this.name, binding, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
      maxAge: MAX_AGE_S,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
    });
  }
}
