// GraphQL's own errors (syntax, validation, variable coercion) say what is wrong in words but name
// no field in a form a client can act on. This finds the field the error points at, as the
// API's other validation errors name it: an argument's path (`input.limit`), a variable's value
// path, or the name of a field the schema does not have.
import { type ASTNode, type GraphQLError, Kind, parse, visit } from 'graphql';

// graphql-js writes the variable's value path into the message: `… at "input.limit"; …`.
const VARIABLE_VALUE = /^Variable "\$([^"]+)" got invalid value .*? at "([^"]+)"/s;
const VARIABLE = /^Variable "\$([^"]+)"/;
// A missing argument points at its field: `Field "city" argument "id" of type "Int!" is required…`.
const MISSING_ARGUMENT = /^Field "[^"]+" argument "([^"]+)" of type .* is required/s;

type Named = { kind: Kind; name: string };

function nameOf(node: ASTNode): Named | null {
  if (node.kind === Kind.FIELD || node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) {
    return { kind: node.kind, name: node.name.value };
  }
  if (node.kind === Kind.VARIABLE_DEFINITION) {
    return { kind: node.kind, name: node.variable.name.value };
  }
  return null;
}

// From the outermost argument (or variable) down: `input.limit`; in a selection, the field itself.
function fieldOfPath(path: readonly Named[]): string | undefined {
  const start = path.findLastIndex(
    (entry) => entry.kind === Kind.ARGUMENT || entry.kind === Kind.VARIABLE_DEFINITION,
  );
  if (start >= 0) {
    return path
      .slice(start)
      .map((entry) => entry.name)
      .join('.');
  }
  return path.at(-1)?.name;
}

// The names leading to the node that starts where the error points, in the query it came from.
function pathAt(body: string, line: number, column: number): Named[] | undefined {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(body, { noLocation: false });
  } catch {
    return undefined;
  }
  const stack: Named[] = [];
  let found: Named[] | undefined;
  visit(document, {
    enter(node) {
      if (found) return false;
      const named = nameOf(node);
      if (named) stack.push(named);
      const start = node.loc?.startToken;
      if (start && start.line === line && start.column === column && stack.length > 0) {
        found = [...stack];
      }
      return undefined;
    },
    leave(node) {
      if (nameOf(node)) stack.pop();
    },
  });
  return found;
}

/** The field a GraphQL syntax, validation or coercion error is about, when it names one. */
export function validationField(error: GraphQLError): string | undefined {
  const variableValue = VARIABLE_VALUE.exec(error.message);
  if (variableValue) return variableValue[2];
  const variable = VARIABLE.exec(error.message);
  if (variable) return variable[1];
  const missing = MISSING_ARGUMENT.exec(error.message);
  if (missing) return missing[1];
  const location = error.locations?.[0];
  const body = error.source?.body;
  if (!location || !body) return undefined;
  const path = pathAt(body, location.line, location.column);
  return path ? fieldOfPath(path) : undefined;
}
