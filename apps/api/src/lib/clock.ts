/** The current time; injected so expiry rules are tested without sleeping (DESIGN.md). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
