/**
 * The JSON scalar: views, actions and outcomes pass through as plain JSON values. An input is
 * small by nature (an action, a game's options with at most a fixed deal), so a deep or big one is
 * refused here, before it reaches a resolver, the engine or Temporal.
 */
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { gatewayError } from '../errors.js';

export const JSON_INPUT_LIMITS = { depth: 6, nodes: 4000, stringLength: 512 } as const;

/** Why a JSON input is out of bounds, or null when it is fine. */
export function jsonInputProblem(value: unknown): string | null {
  let nodes = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (++nodes > JSON_INPUT_LIMITS.nodes) return `more than ${JSON_INPUT_LIMITS.nodes} values`;
    if (typeof v === 'string' && v.length > JSON_INPUT_LIMITS.stringLength)
      return `a text longer than ${JSON_INPUT_LIMITS.stringLength} characters`;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= JSON_INPUT_LIMITS.depth) return `nested deeper than ${JSON_INPUT_LIMITS.depth} levels`;
    const children = Array.isArray(v) ? v : Object.entries(v).flat();
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

function bounded(value: unknown): unknown {
  const problem = jsonInputProblem(value);
  if (problem) throw gatewayError('GATEWAY_BAD_INPUT', { reason: `JSON input: ${problem}` });
  return value;
}

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (as an input: at most 6 levels deep and 4,000 values).',
  serialize: (value) => value,
  parseValue: (value) => bounded(value),
  parseLiteral: (node, variables) => bounded(literal(node, variables)),
});
