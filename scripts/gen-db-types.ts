// `npm run gen:types`: applies the stand-in bootstrap and every migration to a fresh in-memory
// PGlite, introspects schema public and writes src/lib/database.types.ts in the shape of
// `supabase gen types typescript`. `--check` only compares and exits 1 when the file is stale.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/lib/database.types.ts');
const SCHEMA = 'public';

interface Column {
  table: string;
  name: string;
  type: string;
  nullable: boolean;
  optional: boolean;
  identityAlways: boolean;
}
interface Relationship {
  table: string;
  name: string;
  columns: string[];
  oneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}
interface Relation {
  name: string;
  kind: 'table' | 'view';
}
interface Fn {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returns: string;
  returnsSet: boolean;
}

async function loadSchema(): Promise<PGlite> {
  const db = await PGlite.create();
  const migrations = readdirSync(join(root, 'supabase/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join('supabase/migrations', name));
  for (const file of [
    'supabase/local/db/bootstrap.sql',
    'supabase/local/db/storage.sql',
    ...migrations,
  ]) {
    await db.exec(readFileSync(join(root, file), 'utf8'));
  }
  return db;
}

/** A type's name as typegen expects it: `int4`, `text`, arrays as `_text`. */
const TYPE_NAME = `(select case when t.typcategory = 'A' then '_' || et.typname else t.typname end
  from pg_type t left join pg_type et on et.oid = t.typelem where t.oid = $oid)`;

async function introspect(db: PGlite) {
  const relations = await db.query<Relation>(
    `select c.relname as name, case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [SCHEMA],
  );
  const columns = await db.query<Column>(
    `select c.relname as table, a.attname as name,
            ${TYPE_NAME.replace('$oid', 'a.atttypid')} as type,
            not a.attnotnull as nullable,
            (not a.attnotnull or a.atthasdef or a.attidentity <> '') as optional,
            a.attidentity = 'a' as "identityAlways"
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  );
  const relationships = await db.query<Relationship>(
    `select c.relname as table, con.conname as name,
            array(select att.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                  join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.num
                  order by k.ord) as columns,
            exists (select 1 from pg_constraint u
                    where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                      and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as "oneToOne",
            rc.relname as "referencedRelation",
            array(select att.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                  join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.num
                  order by k.ord) as "referencedColumns"
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class rc on rc.oid = con.confrelid
     join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [SCHEMA],
  );
  const enums = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
     from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
     where n.nspname = $1 group by t.typname`,
    [SCHEMA],
  );
  // Functions PostgREST can call: not trigger functions, all arguments named or a single one.
  const functions = await db.query<Fn>(
    `select p.proname as name,
            array(select json_build_object('name', coalesce(p.proargnames[i], ''),
                    'type', ${TYPE_NAME.replace('$oid', 'p.proargtypes[i - 1]')},
                    'hasDefault', i > p.pronargs - p.pronargdefaults)
                  from generate_series(1, p.pronargs) i) as args,
            ${TYPE_NAME.replace('$oid', 'p.prorettype')} as returns, p.proretset as "returnsSet"
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    [SCHEMA],
  );
  return {
    relations: relations.rows,
    columns: columns.rows,
    relationships: relationships.rows,
    enums: enums.rows,
    functions: functions.rows,
  };
}

type Schema = Awaited<ReturnType<typeof introspect>>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const q = JSON.stringify;

function tsType(pgType: string, enumNames: Set<string>): string {
  if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1), enumNames)})[]`;
  if (pgType === 'bool') return 'boolean';
  if (/^(int[248]|float[48]|numeric)$/.test(pgType)) return 'number';
  if (/^jsonb?$/.test(pgType)) return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (enumNames.has(pgType)) return `Database[${q(SCHEMA)}]["Enums"][${q(pgType)}]`;
  if (
    /^(bytea|bpchar|varchar|date|text|citext|time|timetz|timestamp|timestamptz|uuid)$/.test(pgType)
  ) {
    return 'string';
  }
  return 'unknown';
}

function block(entries: string[]): string {
  return entries.length === 0 ? '[_ in never]: never' : entries.join('\n');
}

function renderTables(schema: Schema, kind: Relation['kind'], enumNames: Set<string>): string {
  const entries = schema.relations
    .filter((relation) => relation.kind === kind)
    .sort(byName)
    .map((relation) => {
      const columns = schema.columns
        .filter((column) => column.table === relation.name)
        .sort(byName);
      const type = (column: Column) =>
        `${tsType(column.type, enumNames)}${column.nullable ? ' | null' : ''}`;
      const row = columns.map((column) => `${q(column.name)}: ${type(column)}`);
      const insert = columns.map((column) =>
        column.identityAlways
          ? `${q(column.name)}?: never`
          : `${q(column.name)}${column.optional ? '?' : ''}: ${type(column)}`,
      );
      const update = columns.map((column) =>
        column.identityAlways ? `${q(column.name)}?: never` : `${q(column.name)}?: ${type(column)}`,
      );
      const relationships = schema.relationships
        .filter((relationship) => relationship.table === relation.name)
        .sort(byName)
        .map(
          (relationship) => `{
            foreignKeyName: ${q(relationship.name)}
            columns: ${q(relationship.columns)}
            isOneToOne: ${relationship.oneToOne}
            referencedRelation: ${q(relationship.referencedRelation)}
            referencedColumns: ${q(relationship.referencedColumns)}
          },`,
        );
      const writable =
        kind === 'table'
          ? `Insert: {\n${insert.join('\n')}\n}\nUpdate: {\n${update.join('\n')}\n}\n`
          : '';
      return `${q(relation.name)}: {
        Row: {\n${row.join('\n')}\n}
        ${writable}Relationships: [\n${relationships.join('\n')}\n]
      }`;
    });
  return block(entries);
}

function renderFunctions(schema: Schema, enumNames: Set<string>): string {
  const callable = schema.functions
    .filter((fn) => fn.args.every((arg) => arg.name !== '') || fn.args.length === 1)
    .sort(byName);
  const names = [...new Set(callable.map((fn) => fn.name))];
  return block(
    names.map((name) => {
      const overloads = callable.filter((fn) => fn.name === name);
      const args = overloads
        .map((fn) =>
          fn.args.length === 0
            ? 'Record<PropertyKey, never>'
            : `{ ${fn.args.map((arg) => `${q(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, enumNames)}`).join('; ')} }`,
        )
        .join(' | ');
      const first = overloads[0] as Fn;
      return `${q(name)}: {
        Args: ${args}
        Returns: ${tsType(first.returns, enumNames)}${first.returnsSet ? '[]' : ''}
      }`;
    }),
  );
}

function helperType(name: string, part: 'Row' | 'Insert' | 'Update', withViews: boolean): string {
  const keys = withViews
    ? 'keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])'
    : 'keyof DefaultSchema["Tables"]';
  const schemaRelations = (s: string) =>
    withViews
      ? `(DatabaseWithoutInternals[${s}]["Tables"] & DatabaseWithoutInternals[${s}]["Views"])`
      : `DatabaseWithoutInternals[${s}]["Tables"]`;
  const defaultRelations = withViews
    ? '(DefaultSchema["Tables"] & DefaultSchema["Views"])'
    : 'DefaultSchema["Tables"]';
  const s = 'DefaultSchemaTableNameOrOptions["schema"]';
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends ${keys} | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof ${schemaRelations(s)}
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? ${schemaRelations(s)}[TableName] extends { ${part}: infer R } ? R : never
  : DefaultSchemaTableNameOrOptions extends ${keys}
    ? ${defaultRelations}[DefaultSchemaTableNameOrOptions] extends { ${part}: infer R } ? R : never
    : never`;
}

function render(schema: Schema): string {
  const enumNames = new Set(schema.enums.map((e) => e.name));
  const enums = [...schema.enums].sort(byName);
  return `// GENERATED by \`npm run gen:types\` (scripts/gen-db-types.ts) from supabase/migrations. Do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database> pick the PostgREST feature set without a second type argument.
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  ${q(SCHEMA)}: {
    Tables: {\n${renderTables(schema, 'table', enumNames)}\n}
    Views: {\n${renderTables(schema, 'view', enumNames)}\n}
    Functions: {\n${renderFunctions(schema, enumNames)}\n}
    Enums: {\n${block(enums.map((e) => `${q(e.name)}: ${e.values.map((v) => q(v)).join(' | ')}`))}\n}
    CompositeTypes: {\n[_ in never]: never\n}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(SCHEMA)}>]

${helperType('Tables', 'Row', true)}

${helperType('TablesInsert', 'Insert', false)}

${helperType('TablesUpdate', 'Update', false)}

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export const Constants = {
  ${q(SCHEMA)}: {
    Enums: {\n${enums.map((e) => `${q(e.name)}: ${q(e.values)},`).join('\n')}\n},
  },
} as const
`;
}

/** Formats with the project's Biome settings, so the committed file passes `biome ci` as is. */
function format(source: string): string {
  const biome = join(root, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${target}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed:\n${result.stderr}`);
  return result.stdout;
}

async function main(): Promise<void> {
  const db = await loadSchema();
  const generated = format(render(await introspect(db)));
  await db.close();
  const name = relative(root, target);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // a missing file is stale too
    }
    if (current !== generated) {
      console.error(`${name} is stale: run npm run gen:types`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
    return;
  }
  writeFileSync(target, generated);
  console.log(`wrote ${name}`);
}

await main();
