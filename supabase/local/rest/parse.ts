// Parses what postgrest-js puts in the query string (select, filters, or/and trees, order, limit,
// offset) into a small tree. No SQL here: names are checked against the catalog in build.ts.
import { restErrors } from './errors.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hints: string[];
      inner: boolean;
      items: SelectItem[];
    };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Condition =
  | { kind: 'filter'; column: string; op: Operator; negate: boolean; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and paging for one level of the result: '' is the top, 'jobs' an embed. */
export interface LevelOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ReadQuery {
  select: SelectItem[];
  levels: Map<string, LevelOptions>;
}

/** Query parameters that are not filters. */
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);

/** Splits on `separator` outside parentheses and double quotes. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted && ch === '\\' && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (depth < 0) throw restErrors.badQuery(`Unbalanced parentheses in "${text}"`);
    if (!quoted && depth === 0 && ch === separator) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0)
    throw restErrors.badQuery(`Unbalanced quotes or parentheses in "${text}"`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const IDENTIFIER = /^[^\s.,:()!"*]+$/;

function identifier(raw: string, what: string): string {
  const name = unquote(raw);
  if (name === '' || (!raw.startsWith('"') && !IDENTIFIER.test(name))) {
    throw restErrors.badQuery(`"failed to parse ${what}" (${raw})`);
  }
  return name;
}

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map(parseSelectItem);
}

function parseSelectItem(raw: string): SelectItem {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  const open = item.indexOf('(');
  const head = open === -1 ? item : item.slice(0, open);
  const colon = head.indexOf(':');
  const alias = colon === -1 ? undefined : identifier(head.slice(0, colon), 'select alias');
  const target = colon === -1 ? head : head.slice(colon + 1);
  if (target.includes('::') || target.includes('->')) {
    throw restErrors.badQuery(`Casts and JSON paths are not supported in select (${item})`);
  }
  if (open === -1) return { kind: 'column', name: identifier(target, 'select'), alias };
  if (!item.endsWith(')'))
    throw restErrors.badQuery(`"failed to parse select parameter" (${item})`);
  const [relation = '', ...hints] = target.split('!');
  return {
    kind: 'embed',
    relation: identifier(relation, 'embedded resource'),
    alias,
    hints: hints.filter((hint) => hint !== 'inner' && hint !== 'left'),
    inner: hints.includes('inner'),
    items: parseSelect(item.slice(open + 1, -1)),
  };
}

/** `[not.]op.value` as PostgREST reads a filter's right-hand side. */
function parseOperation(column: string, text: string, inLogicTree: boolean): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as Operator;
  if (!OPERATORS.includes(op) || dot === -1) {
    throw restErrors.badQuery(`"failed to parse filter (${text})" (line 1, column 1)`);
  }
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw restErrors.badQuery(`"failed to parse filter (${text})" (line 1, column 4)`);
    }
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'filter', column, op, negate, value: values };
  }
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())
  ) {
    throw restErrors.badQuery(`"failed to parse filter (${text})" (line 1, column 4)`);
  }
  return { kind: 'filter', column, op, negate, value: inLogicTree ? unquote(raw) : raw };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Condition {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw restErrors.badQuery(`"failed to parse logic tree (${text})" (line 1, column 1)`);
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part): Condition => {
    const nested = part.match(/^(not\.)?(and|or)(\(.*\))$/s);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3] as string);
    const dot = part.indexOf('.');
    if (dot <= 0) throw restErrors.badQuery(`"failed to parse logic tree (${text})"`);
    return parseOperation(identifier(part.slice(0, dot), 'filter'), part.slice(dot + 1), true);
  });
  return { kind: 'logic', op, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    const result: OrderTerm = { column: identifier(column, 'order'), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'desc') result.descending = true;
      else if (modifier === 'asc') result.descending = false;
      else if (modifier === 'nullsfirst') result.nulls = 'first';
      else if (modifier === 'nullslast') result.nulls = 'last';
      else throw restErrors.badQuery(`"failed to parse order (${text})" (line 1, column 1)`);
    }
    return result;
  });
}

function parseCount(text: string, what: string): number {
  if (!/^\d+$/.test(text))
    throw restErrors.badQuery(`"failed to parse ${what} parameter (${text})"`);
  return Number(text);
}

/** Splits `jobs.status` into the embed path `jobs` and the name `status`. */
function splitPath(key: string): { path: string; name: string } {
  const dot = key.lastIndexOf('.');
  return dot === -1
    ? { path: '', name: key }
    : { path: key.slice(0, dot), name: key.slice(dot + 1) };
}

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const levels = new Map<string, LevelOptions>();
  const level = (path: string): LevelOptions => {
    let options = levels.get(path);
    if (!options) {
      options = { conditions: [], order: [] };
      levels.set(path, options);
    }
    return options;
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const { path, name } = splitPath(key);
    if (name === 'order') level(path).order.push(...parseOrder(value));
    else if (name === 'limit') level(path).limit = parseCount(value, 'limit');
    else if (name === 'offset') level(path).offset = parseCount(value, 'offset');
    else if (name === 'or' || name === 'and') {
      const negate = path === 'not' || path.endsWith('.not');
      const target = negate ? path.replace(/\.?not$/, '') : path;
      level(target).conditions.push(parseLogic(name, negate, value));
    } else {
      level(path).conditions.push(parseOperation(identifier(name, 'filter'), value, false));
    }
  }
  const top = level('');
  const order = params.get('order');
  if (order !== null) top.order.push(...parseOrder(order));
  const limit = params.get('limit');
  if (limit !== null) top.limit = parseCount(limit, 'limit');
  const offset = params.get('offset');
  if (offset !== null) top.offset = parseCount(offset, 'offset');
  return { select: parseSelect(params.get('select') ?? '*'), levels };
}

/** `Prefer: return=representation, count=exact, resolution=merge-duplicates, missing=default` */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim(), value.trim());
  }
  return prefs;
}

/** `columns="a","b"` or `columns=a,b` */
export function parseColumnList(text: string): string[] {
  return splitTopLevel(text).map((name) => identifier(name.trim(), 'columns'));
}
