import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, null]`, which zod writes for every nullable field, as `type: [X's type, 'null']`:
 * fast-json-stringify picks an `anyOf` branch by validating the value against each, per value.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplified(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nulls = anyOf.filter((s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1);
    const [other] = anyOf.filter((s: JsonSchema) => !nulls.includes(s)) as JsonSchema[];
    if (nulls.length === 1 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const merged: JsonSchema = { ...out, ...other, type: [other.type, 'null'] };
      delete merged.anyOf;
      return merged;
    }
  }
  return out;
}

/** The reply's JSON Schema, or undefined where zod cannot write one (a transform, a custom check). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return simplified(json) as JsonSchema;
  } catch {
    return undefined;
  }
}

function writerOf(json: JsonSchema): ((data: unknown) => string) | undefined {
  try {
    return fastJson(json) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

/**
 * Replies written by fast-json-stringify from their zod schema's JSON Schema: only the declared
 * properties are written, as zod's encode does, but without building a checked copy of the reply
 * first. That copy cost 10 ms of a year-long IP bill's 70 and a few per cent of every lookup.
 * A schema zod cannot write as JSON Schema keeps zod's serializer.
 *
 * With `check`, every reply is also encoded by zod and a reply its schema refuses fails as it
 * always did: the tests build the app so, and so keep proving each route answers its contract.
 */
export function replySerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  const compile: FastifySerializerCompiler<z.ZodType> = (route) => {
    const json = route.schema instanceof z.ZodType ? jsonSchemaOf(route.schema) : undefined;
    const stringify = json && writerOf(json);
    if (!stringify) return zodSerializer(route);
    if (!options.check) return stringify;
    const check = zodSerializer(route);
    return (data) => {
      check(data);
      return stringify(data);
    };
  };
  // Each route's writer is made on its first reply: making all 290 at start took 0.3 s.
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
}
