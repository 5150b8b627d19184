import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** The ceilings a query must stay under before it runs. */
export interface CostLimits {
  /** Weighted cost: every field counts 1, times the rows of every list around it. */
  maxCost: number;
  /** Fields at the top of the operation, aliases included (one row query each). */
  maxRootFields: number;
  /** Field selections written in the document, fragments expanded. */
  maxFields: number;
  /** Nesting of selections. */
  maxDepth: number;
}

// Sized on the heaviest page of the web app: home asks for one filterListings per carousel plus
// the upcoming list in one request (features/events/event-listing.ts, filterListingsMany), 16
// card fields each; a carousel of 100 rows costs 1,700. Fifty lists fit; 500 aliases do not.
export const COST_LIMITS: CostLimits = {
  maxCost: 50_000,
  maxRootFields: 50,
  maxFields: 1_500,
  maxDepth: 8,
};

// Rows a list field answers when the query does not say: the resolvers' own defaults and caps.
const DEFAULT_LIST_ROWS = 50;
const LIST_ROWS: Record<string, { argument?: string; default: number; max: number }> = {
  'Query.filterListings': { argument: 'limit', default: 8, max: 100 },
  'CityList.cities': { argument: 'limit', default: 50, max: 100 },
  'Query.tokenEventList': { default: 20, max: 20 },
};

/** Why a query was refused, for a message naming the limit. */
export interface CostProblem {
  message: string;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  fields: number;
  /** Fragments being expanded, so a cycle (refused by validation later) cannot loop here. */
  expanding: Set<string>;
}

/**
 * Measures the operation a request would run and names the first limit it exceeds; null when it
 * may run. Works on the parsed document and the variables, before any resolver is called.
 */
export function findCostProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
  limits: CostLimits = COST_LIMITS,
): CostProblem | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation =
    operations.find((candidate) => candidate.name?.value === operationName) ?? operations[0];
  if (!operation) return null;
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return null;
  const walk: Walk = { schema, fragments, variables, fields: 0, expanding: new Set() };
  const rootFields = countRootFields(operation.selectionSet, walk);
  if (rootFields > limits.maxRootFields) {
    return {
      message: `The query asks for ${rootFields} top-level fields (aliases included); at most ${limits.maxRootFields} are allowed per request.`,
    };
  }
  const measured = measure(operation.selectionSet, root, walk, 1, limits);
  if (typeof measured === 'object') return measured;
  if (walk.fields > limits.maxFields) {
    return {
      message: `The query selects ${walk.fields} fields; at most ${limits.maxFields} are allowed per request.`,
    };
  }
  if (measured > limits.maxCost) {
    return {
      message: `The query is too expensive (cost ${measured}, limit ${limits.maxCost}): ask for fewer lists, fewer rows or fewer fields.`,
    };
  }
  return null;
}

function countRootFields(selectionSet: SelectionSetNode, walk: Walk): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countRootFields(selection.selectionSet, walk);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment && !walk.expanding.has(fragment.name.value)) {
        walk.expanding.add(fragment.name.value);
        count += countRootFields(fragment.selectionSet, walk);
        walk.expanding.delete(fragment.name.value);
      }
    }
  }
  return count;
}

// Recursion is bounded by maxDepth (checked first), and the document is small (length-checked).
function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLObjectType,
  walk: Walk,
  depth: number,
  limits: CostLimits,
): number | CostProblem {
  if (depth > limits.maxDepth) {
    return {
      message: `The query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`,
    };
  }
  let cost = 0;
  for (const selection of selectionSet.selections) {
    let part: number | CostProblem;
    if (selection.kind === Kind.FIELD) {
      part = measureField(selection, parent, walk, depth, limits);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? walk.schema.getType(typeName) : parent;
      part = isObjectType(type) ? measure(selection.selectionSet, type, walk, depth, limits) : 0;
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || walk.expanding.has(fragment.name.value)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      walk.expanding.add(fragment.name.value);
      part = isObjectType(type) ? measure(fragment.selectionSet, type, walk, depth, limits) : 0;
      walk.expanding.delete(fragment.name.value);
    }
    if (typeof part === 'object') return part;
    cost += part;
    if (walk.fields > limits.maxFields) return cost;
  }
  return cost;
}

function measureField(
  field: FieldNode,
  parent: GraphQLObjectType,
  walk: Walk,
  depth: number,
  limits: CostLimits,
): number | CostProblem {
  walk.fields += 1;
  const definition = parent.getFields()[field.name.value];
  // Unknown fields (and __typename) are refused or answered by validation; they cost one.
  if (!definition || !field.selectionSet) return 1;
  const named = getNamedType(definition.type);
  if (!isObjectType(named)) return 1;
  const inner = measure(field.selectionSet, named, walk, depth + 1, limits);
  if (typeof inner === 'object') return inner;
  const rows = isList(definition.type)
    ? listRows(`${parent.name}.${field.name.value}`, field, walk)
    : 1;
  return 1 + rows * inner;
}

function isList(type: GraphQLOutputType): boolean {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  return inner instanceof GraphQLList;
}

function listRows(coordinate: string, field: FieldNode, walk: Walk): number {
  const rule = LIST_ROWS[coordinate];
  if (!rule) return DEFAULT_LIST_ROWS;
  if (!rule.argument) return rule.default;
  const asked = findArgumentNumber(field, rule.argument, walk.variables);
  if (asked === undefined || !Number.isFinite(asked) || asked < 1) return rule.default;
  return Math.min(Math.ceil(asked), rule.max);
}

// The row count sits in an input object (filterListings(input: { limit })) or in a variable that
// holds one; both are read.
function findArgumentNumber(
  field: FieldNode,
  name: string,
  variables: Record<string, unknown>,
): number | undefined {
  for (const argument of field.arguments ?? []) {
    const found = numberIn(argument.value, name, variables, argument.name.value === name);
    if (found !== undefined) return found;
  }
  return undefined;
}

function numberIn(
  value: ValueNode,
  name: string,
  variables: Record<string, unknown>,
  isTarget: boolean,
): number | undefined {
  switch (value.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return isTarget ? Number(value.value) : undefined;
    case Kind.VARIABLE: {
      const held = variables[value.name.value];
      if (isTarget) return typeof held === 'number' ? held : undefined;
      if (held && typeof held === 'object' && !Array.isArray(held)) {
        const inner = (held as Record<string, unknown>)[name];
        return typeof inner === 'number' ? inner : undefined;
      }
      return undefined;
    }
    case Kind.OBJECT:
      for (const entry of value.fields) {
        const found = numberIn(entry.value, name, variables, entry.name.value === name);
        if (found !== undefined) return found;
      }
      return undefined;
    default:
      return undefined;
  }
}
