/**
 * The parts of typedoc's JSON output (`typedoc --json`) the docs generator reads. typedoc's own
 * model types are not shipped with the installed package, so the shapes are declared here, loosely:
 * everything is optional and read defensively.
 */

export interface CommentPart {
  kind: 'text' | 'code' | 'inline-tag' | 'relative-link';
  text: string;
}

export interface JsonComment {
  summary?: CommentPart[];
  blockTags?: { tag: string; content?: CommentPart[] }[];
}

export interface JsonType {
  type: string;
  name?: string;
  value?: unknown;
  types?: JsonType[];
  elementType?: JsonType;
  elements?: JsonType[];
  typeArguments?: JsonType[];
  target?: JsonType | unknown;
  operator?: string;
  targetType?: JsonType;
  queryType?: JsonType;
  objectType?: JsonType;
  indexType?: JsonType;
  declaration?: JsonReflection;
}

export interface JsonParameter {
  name: string;
  type?: JsonType;
  comment?: JsonComment;
  flags?: { isOptional?: boolean; isRest?: boolean };
}

export interface JsonSignature {
  name: string;
  comment?: JsonComment;
  parameters?: JsonParameter[];
  type?: JsonType;
}

export interface JsonReflection {
  name: string;
  kind: number;
  comment?: JsonComment;
  type?: JsonType;
  signatures?: JsonSignature[];
  children?: JsonReflection[];
}

/** typedoc's ReflectionKind values that matter here. */
export const KIND = { module: 2, variable: 32, function: 64 } as const;

/** A type as a student reads it in a signature: `number`, `Rune`, `(t: number) => Point`. */
export function typeText(type: JsonType | undefined): string {
  if (!type) return 'unknown';
  switch (type.type) {
    case 'intrinsic':
    case 'reference':
    case 'typeParameter':
      return type.typeArguments?.length
        ? `${type.name}<${type.typeArguments.map(typeText).join(', ')}>`
        : (type.name ?? 'unknown');
    case 'literal':
      return typeof type.value === 'string' ? JSON.stringify(type.value) : String(type.value);
    case 'union':
      return (type.types ?? []).map(typeText).join(' | ');
    case 'intersection':
      return (type.types ?? []).map(typeText).join(' & ');
    case 'array': {
      const inner = typeText(type.elementType);
      return /[ |&]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'tuple':
      return `[${(type.elements ?? []).map(typeText).join(', ')}]`;
    case 'typeOperator':
      return `${type.operator ?? ''} ${typeText(isJsonType(type.target) ? type.target : undefined)}`.trim();
    case 'predicate':
      return 'boolean';
    case 'query':
      return `typeof ${typeText(type.queryType)}`;
    case 'indexedAccess':
      return `${typeText(type.objectType)}[${typeText(type.indexType)}]`;
    case 'reflection':
      return reflectionTypeText(type.declaration);
    default:
      return type.name ?? 'unknown';
  }
}

function reflectionTypeText(declaration: JsonReflection | undefined): string {
  const signature = declaration?.signatures?.[0];
  if (signature) return `(${parameterList(signature.parameters)}) => ${typeText(signature.type)}`;
  const fields = declaration?.children ?? [];
  if (fields.length === 0) return 'object';
  return `{ ${fields.map((field) => `${field.name}: ${typeText(field.type)}`).join('; ')} }`;
}

export function parameterList(parameters: JsonParameter[] | undefined): string {
  return (parameters ?? [])
    .map(
      (p) => `${p.flags?.isRest ? '...' : ''}${p.name}${p.flags?.isOptional ? '?' : ''}: ${typeText(p.type)}`,
    )
    .join(', ');
}

function isJsonType(value: unknown): value is JsonType {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
