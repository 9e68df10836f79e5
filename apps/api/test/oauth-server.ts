// The test kit's local Google and Facebook (packages/test-kit/src/oauth-provider.ts).
export { LocalOAuthServer } from "@lineup/test-kit";
