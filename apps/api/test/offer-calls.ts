import type { OfferDetail } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./account-helpers";
import type { OfferAthlete } from "./offer-parties";
import type { Caller } from "./search-callers";

/** The message of every offer the suites make (it carries no contact detail). */
export const OFFER_MESSAGE = "Would you run a clinic for our team?";

/**
 * The offer calls of the offers suites, over HTTP, on the app `app()` answers (a suite's app is
 * made in its beforeAll): the raw answers, and the `made`/`acted`/`viewed` ones that expect success.
 */
export function offerCalls(app: () => FastifyInstance) {
  const offer = (buyer: Caller, who: OfferAthlete, amount: number, extra = {}) =>
    call(app(), "POST", "/api/offers", buyer.cookie, {
      athleteId: who.profileId,
      serviceId: who.serviceId,
      amount,
      message: OFFER_MESSAGE,
      ...extra,
    });
  const act = (cookie: string, id: string, body: Record<string, unknown>) =>
    call(app(), "POST", `/api/offers/${id}/actions`, cookie, body);
  return {
    offer,
    act,
    /** A new offer, answered 201. */
    made: async (buyer: Caller, who: OfferAthlete, amount: number, extra = {}) => {
      const response = await offer(buyer, who, amount, extra);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: OfferDetail }>().data;
    },
    /** A move, answered 200. */
    acted: async (cookie: string, id: string, body: Record<string, unknown>) => {
      const response = await act(cookie, id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: OfferDetail }>().data;
    },
    /** The offer as this party sees it, answered 200. */
    viewed: async (cookie: string, id: string) => {
      const response = await call(app(), "GET", `/api/offers/${id}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: OfferDetail }>().data;
    },
  };
}
