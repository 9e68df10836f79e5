import { MESSAGES, ROUTES, type OfferDetail, type OfferThreadMessage } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setSignedIn } from "@web/stores/signed-in-store";
import { useFakeEventSource } from "@web/test/fake-event-source";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { OFFER_ID, offerDetail, threadMessage } from "@web/test/offer-fixtures";
import { renderApp } from "@web/test/render-app";

const offerPath = `${ROUTES.offer}?id=${OFFER_ID}`;
const base = `/api/offers/${OFFER_ID}`;

type Stubs = {
  offer: () => OfferDetail;
  messages?: () => OfferThreadMessage[];
  act?: (body: unknown) => MockReply | Promise<MockReply>;
  send?: (body: unknown) => MockReply;
};

function openOffer({ offer, messages = () => [], act, send }: Stubs) {
  setSignedIn({ name: "Aaliyah Brooks", initials: "AB", role: "athlete" });
  const api = mockApi({
    [`GET ${base}`]: () => ({ body: { data: offer() } }),
    [`GET ${base}/messages`]: () => ({ body: { data: { list: messages() } } }),
    ...(act ? { [`POST ${base}/actions`]: act } : {}),
    ...(send ? { [`POST ${base}/messages`]: send } : {}),
  });
  return { api, ...renderApp(offerPath) };
}

const moves = () =>
  within(screen.getByRole("region", { name: "Your moves" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("the offer page", () => {
  it("sums the offer up and offers exactly the viewer's moves", async () => {
    openOffer({ offer: () => offerDetail() });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Offer from Peak Sports Co." }),
    ).toBeVisible();
    expect(
      screen.getByText("Peak Sports Co. is waiting for your answer: accept, counter or decline."),
    ).toBeVisible();
    const summary = screen.getByText("Amount on the table").closest("dl")!;
    expect(summary).toHaveTextContent("Social Media Post");
    expect(summary).toHaveTextContent("$250, proposed by Peak Sports Co.");
    expect(summary).toHaveTextContent("Dec 12, 2026");
    expect(summary).toHaveTextContent("Pending");
    expect(moves()).toEqual(["Accept", "Counter", "Decline"]);
    expect(screen.getByRole("heading", { name: "History" })).toBeVisible();
    expect(screen.getByText("Two posts in December, please.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to your offers" })).toHaveAttribute(
      "href",
      ROUTES.offers,
    );
  });

  it("tells a buyer who waits on a pending offer that the athlete has the move, not them", async () => {
    openOffer({
      offer: () => offerDetail({ viewerParty: "buyer", viewerActions: ["withdraw"] }),
    });
    expect(await screen.findByText("Waiting for Aaliyah Brooks to answer.")).toBeVisible();
    expect(screen.queryByText(/waiting for your answer/)).toBeNull();
    expect(moves()).toEqual(["Withdraw offer"]);
  });

  it("gives a buyer the buyer's moves on a counter, and the composer", async () => {
    openOffer({
      offer: () =>
        offerDetail({
          status: "countered",
          amount: 400,
          amountBy: "athlete",
          viewerParty: "buyer",
          viewerActions: ["accept", "counter", "withdraw"],
        }),
    });
    expect(
      await screen.findByText(
        "Aaliyah Brooks proposed $400. Accept it, counter or withdraw your offer.",
      ),
    ).toBeVisible();
    expect(moves()).toEqual(["Accept", "Counter", "Withdraw offer"]);
    expect(screen.getByLabelText("Your message")).toBeVisible();
  });

  it("shows an operator the offer without moves or a composer", async () => {
    openOffer({ offer: () => offerDetail({ viewerParty: "operator", viewerActions: [] }) });
    expect(await screen.findByRole("heading", { name: "History" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Your moves" })).toBeNull();
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("tells the agent who accepted that the athlete must confirm", async () => {
    openOffer({
      offer: () =>
        offerDetail({
          status: "awaiting_confirmation",
          viewerParty: "agent",
          viewerActions: [],
          hasAgent: true,
        }),
    });
    expect(
      await screen.findByText("You accepted. Waiting for Aaliyah Brooks to confirm."),
    ).toBeVisible();
  });

  it("accepts, then shows the accepted offer and that payment comes next", async () => {
    let current = offerDetail();
    const { api, user } = openOffer({
      offer: () => current,
      act: () => {
        current = offerDetail({ status: "accepted", viewerActions: [] });
        return { body: { data: current } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));

    expect(await screen.findByText(MESSAGES.offerPaymentNext)).toHaveFocus();
    expect(api.callsTo("POST", `${base}/actions`)[0]!.body).toEqual({ action: "accept" });
    expect(screen.queryByRole("region", { name: "Your moves" })).toBeNull();
    const summary = screen.getByText("Agreed amount").closest("dl")!;
    expect(summary).toHaveTextContent("$250");
    expect(summary).not.toHaveTextContent("Expires");
  });

  it("says so and reads the offer again when it moved meanwhile (409)", async () => {
    let current = offerDetail();
    const { api, user } = openOffer({
      offer: () => current,
      act: () => {
        current = offerDetail({ status: "withdrawn", viewerActions: [] });
        return apiError(409, MESSAGES.offerNotYourMove, "CONFLICT");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.offerNotYourMove);
    expect(await screen.findByText("Peak Sports Co. withdrew this offer.")).toBeVisible();
    expect(api.callsTo("GET", base)).toHaveLength(2);
  });

  it("checks a counter's amount in the dialog, sends it, and puts below-minimum under the amount", async () => {
    const answers: MockReply[] = [
      apiError(422, MESSAGES.offerBelowMinimum, "BELOW_MINIMUM"),
      { body: { data: offerDetail({ status: "countered", viewerActions: [] }) } },
    ];
    let current = offerDetail();
    const { api, user } = openOffer({
      offer: () => current,
      act: () => {
        const reply = answers.shift()!;
        if (reply.status === undefined)
          current = offerDetail({
            status: "countered",
            amount: 450,
            amountBy: "athlete",
            viewerActions: [],
          });
        return reply;
      },
    });
    const counter = await screen.findByRole("button", { name: "Counter" });
    await user.click(counter);
    const dialog = await screen.findByRole("dialog", { name: "Counter this offer" });
    const amount = within(dialog).getByLabelText("Your amount");
    const send = within(dialog).getByRole("button", { name: "Send counter" });

    await user.click(send);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerAmountPositive),
      ),
    );
    await user.type(amount, "2000000");
    await user.click(send);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerAmountTooLarge),
      ),
    );
    await user.clear(amount);
    await user.type(amount, "12.345");
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerAmountCents),
      ),
    );
    expect(api.callsTo("POST", `${base}/actions`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "300");
    await user.type(within(dialog).getByLabelText(/Message/), "Meet me halfway?");
    await user.click(send);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerBelowMinimum),
      ),
    );
    expect(api.callsTo("POST", `${base}/actions`)[0]!.body).toEqual({
      action: "counter",
      amount: 300,
      message: "Meet me halfway?",
    });

    await user.clear(amount);
    await user.type(amount, "450");
    await user.click(send);
    const state = await screen.findByText(
      "Waiting for Peak Sports Co. to answer the counter of $450.",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The Counter button is gone: focus lands on where the offer stands now.
    await waitFor(() => expect(state).toHaveFocus());
    expect(api.callsTo("POST", `${base}/actions`)[1]!.body).toEqual({
      action: "counter",
      amount: 450,
      message: "Meet me halfway?",
    });
  });

  it("gives focus back to the move's button when its dialog is cancelled", async () => {
    const { user } = openOffer({ offer: () => offerDetail() });
    const counter = await screen.findByRole("button", { name: "Counter" });
    await user.click(counter);
    await screen.findByRole("dialog", { name: "Counter this offer" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(counter).toHaveFocus());
  });

  it("declines with an optional reason", async () => {
    let current = offerDetail();
    const { api, user } = openOffer({
      offer: () => current,
      act: () => {
        current = offerDetail({ status: "declined", viewerActions: [] });
        return { body: { data: current } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this offer?" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Booked that week.");
    await user.click(within(dialog).getByRole("button", { name: "Decline offer" }));

    expect(await screen.findByText("This offer was declined.")).toBeVisible();
    expect(api.callsTo("POST", `${base}/actions`)[0]!.body).toEqual({
      action: "decline",
      message: "Booked that week.",
    });
  });

  it("withdraws only after a confirmation", async () => {
    let current = offerDetail({ viewerParty: "buyer", viewerActions: ["withdraw"] });
    const { api, user } = openOffer({
      offer: () => current,
      act: () => {
        current = offerDetail({ status: "withdrawn", viewerParty: "buyer", viewerActions: [] });
        return { body: { data: current } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw offer" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw your offer?" });
    expect(api.callsTo("POST", `${base}/actions`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Withdraw offer" }));

    expect(await screen.findByText("You withdrew this offer.")).toBeVisible();
    expect(api.callsTo("POST", `${base}/actions`)[0]!.body).toEqual({ action: "withdraw" });
  });

  it("sends a message with Ctrl+Enter, counts its characters, and reads the thread again", async () => {
    let thread = [threadMessage()];
    const { api, user } = openOffer({
      offer: () => offerDetail(),
      messages: () => thread,
      send: (body) => {
        const sent = threadMessage({
          id: "m2",
          from: "athlete",
          authorName: "Aaliyah Brooks",
          body: (body as { body: string }).body,
          mine: true,
        });
        thread = [...thread, sent];
        return { status: 201, body: { data: sent } };
      },
    });
    const box = await screen.findByLabelText("Your message");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.offerMessageEmpty));

    await user.type(box, "Which day suits you?");
    expect(screen.getByText("20/2000")).toBeVisible();
    await user.keyboard("{Control>}{Enter}{/Control}");

    const list = await screen.findByRole("list", { name: "Messages" });
    expect(await within(list).findByText("Which day suits you?")).toBeVisible();
    expect(api.callsTo("POST", `${base}/messages`)[0]!.body).toEqual({
      body: "Which day suits you?",
    });
    expect(box).toHaveValue("");
    expect(api.callsTo("GET", `${base}/messages`)).toHaveLength(2);
  });

  it("reads the offer and thread again when a live event names it, and announces a new message", async () => {
    const streams = useFakeEventSource();
    let current = offerDetail();
    let thread: OfferThreadMessage[] = [];
    const { api } = openOffer({ offer: () => current, messages: () => thread });
    expect(await screen.findByRole("button", { name: "Accept" })).toBeVisible();
    await waitFor(() => expect(streams.live()).toHaveLength(1));
    const stream = streams.live()[0]!;

    // An event about another offer changes nothing here.
    stream.emit("offer", { type: "offer", offerId: "another" });
    current = offerDetail({ status: "withdrawn", viewerActions: [] });
    stream.emit("offer", { type: "offer", offerId: OFFER_ID });
    expect(await screen.findByText("Peak Sports Co. withdrew this offer.")).toBeVisible();
    expect(api.callsTo("GET", base)).toHaveLength(2);

    thread = [threadMessage({ body: "Sorry, plans changed." })];
    stream.emit("message", { type: "message", offerId: OFFER_ID });
    await waitFor(() =>
      expect(document.querySelector("[aria-live=polite]")).toHaveTextContent(
        "New message from Peak Sports Co.: Sorry, plans changed.",
      ),
    );
  });

  it("tells someone who may not see the offer the API's words, with the way back", async () => {
    setSignedIn({ name: "Nosy Parker", initials: "NP", role: "business" });
    mockApi({
      [`GET ${base}`]: apiError(404, MESSAGES.offerNotFound, "NOT_FOUND"),
      [`GET ${base}/messages`]: apiError(404, MESSAGES.offerNotFound, "NOT_FOUND"),
    });
    renderApp(offerPath);
    expect(await screen.findByText(MESSAGES.offerNotFound)).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to your offers" })).toBeVisible();
  });

  it("sends a signed-out visitor to login and back", async () => {
    mockApi({
      [`GET ${base}`]: apiError(401, "Not signed in", "UNAUTHORIZED"),
      [`GET ${base}/messages`]: apiError(401, "Not signed in", "UNAUTHORIZED"),
    });
    const { router } = renderApp(offerPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(offerPath)}`);
  });
});
