import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * In OpenAPI 3.0 `nullable: true` does not admit null into an `enum` that does not list it, yet that is
 * what the generator writes for a nullable zod enum (a buyer's `blockReason`): clients validating against
 * the document would refuse the real answer `null`. Null is added to such enums, everywhere in a schema.
 */
export function addNullToNullableEnums(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) addNullToNullableEnums(item);
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  for (const value of Object.values(node)) addNullToNullableEnums(value);
}

/**
 * The zod response schemas of every documented route ('GET /web/users/:id' → status → schema), filled each
 * time the document is generated. The response-contract test reads it to check that each route declares
 * its answers and that they are the shared schemas of @circula/domain (decision 230).
 */
export const documentedResponses = new Map<string, Readonly<Record<string, unknown>>>();

/** The route-schema transform of the OpenAPI document: zod to JSON Schema, then the fix above. */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const methods = ([] as string[]).concat(input.route?.method ?? []);
  const response = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  for (const method of methods) documentedResponses.set(`${method} ${input.url}`, response);
  const output = jsonSchemaTransform(input);
  addNullToNullableEnums(output.schema);
  return output;
};
