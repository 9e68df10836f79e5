import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document built from route schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Lineup API",
        description: "Sign-up, login, onboarding and lookups of the Lineup marketplace.",
        version: "1.0.0",
      },
      servers: [{ url: appUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
