import { eventListingCardSchema, listingDetailsSchema } from '@reprise/domain/schemas/listings';
import {
  buildSchema,
  type GraphQLField,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schema } from './schema';

// The event card is written once, as a zod schema in packages/domain; GraphQL declares it in SDL.
// This test keeps the two the same: field names, nullability and types.

type Shape = Record<string, z.ZodType>;

/** What a zod field reads as in SDL: e.g. 'Int!', 'String', 'ListingDetails!'. */
function sdlOf(field: z.ZodType, objects: Map<Shape, string>): string {
  let type = field;
  let nullable = false;
  for (;;) {
    const def = (type as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
    if (def.type === 'nullable' || def.type === 'optional') {
      nullable = true;
      type = def.innerType!;
      continue;
    }
    let name: string;
    switch (def.type) {
      case 'string':
        name = 'String';
        break;
      case 'boolean':
        name = 'Boolean';
        break;
      case 'number': {
        const format = (type as unknown as { format?: string | null }).format;
        name = format === 'safeint' || format === 'int32' ? 'Int' : 'Float';
        break;
      }
      case 'object':
        name = objects.get((type as z.ZodObject).shape as Shape) ?? 'unknown object';
        break;
      default:
        name = `unsupported ${def.type}`;
    }
    return nullable ? name : `${name}!`;
  }
}

function sdlName(type: GraphQLOutputType): string {
  if (type instanceof GraphQLNonNull) return `${sdlName(type.ofType)}!`;
  if (type instanceof GraphQLScalarType || type instanceof GraphQLObjectType) return type.name;
  return String(type);
}

describe('the GraphQL event card', () => {
  const built = buildSchema(schema);
  const objects = new Map<Shape, string>([[listingDetailsSchema.shape, 'ListingDetails']]);

  it.each([
    ['EventListing', eventListingCardSchema.shape],
    ['ListingDetails', listingDetailsSchema.shape],
  ] as const)(
    '%s declares exactly the fields of its zod schema, with the same types',
    (name, shape) => {
      const type = built.getType(name) as GraphQLObjectType;
      const fields = type.getFields() as Record<string, GraphQLField<unknown, unknown>>;
      expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
      for (const [field, zodType] of Object.entries(shape as Shape)) {
        expect(sdlName(fields[field]!.type), field).toBe(sdlOf(zodType, objects));
      }
    },
  );
});
