import { sql } from 'drizzle-orm';
import type { Db } from '../../client';

/** A value the seed writes: JSON values are wrapped so they are told apart from text. */
export type SqlValue = string | number | boolean | null | { json: unknown };

// The seed writes literals rather than bind parameters: one statement per batch of rows with no
// 65,535-parameter ceiling, no per-row parameter encoding, and the same SQL on PGlite and pg.
// standard_conforming_strings is on in both engines, so doubling quotes is the whole escape.
function literal(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return `'${JSON.stringify(value.json).replaceAll("'", "''")}'::jsonb`;
}

/** Renders one row as a VALUES tuple. */
export function tuple(values: readonly SqlValue[]): string {
  return `(${values.map(literal).join(',')})`;
}

/** Collects rendered rows of one table and inserts them a batch per statement. */
export class RowWriter {
  private pending: string[] = [];
  private written = 0;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly batchSize = 1_000,
  ) {}

  /** Queues a row (values in column order), writing a batch when it is full. */
  async add(values: readonly SqlValue[]): Promise<void> {
    this.pending.push(tuple(values));
    if (this.pending.length >= this.batchSize) await this.flush();
  }

  /** Writes what is queued; returns how many rows this writer has written in all. */
  async flush(): Promise<number> {
    if (this.pending.length > 0) {
      const rows = this.pending;
      this.pending = [];
      await this.db.execute(
        sql.raw(`insert into ${this.table} (${this.columns.join(',')}) values ${rows.join(',')}`),
      );
      this.written += rows.length;
    }
    return this.written;
  }
}

/** Inserts all rows at once in batches. */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> {
  const writer = new RowWriter(db, table, columns);
  for (const row of rows) await writer.add(row);
  await writer.flush();
}

/** Moves a serial column's sequence past the explicit ids the seed wrote. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    ),
  );
}

/** The highest id a table holds (0 when empty), so explicit ids never collide. */
export async function maxId(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select coalesce(max(id), 0)::int as max from ${table}`));
  const rows = (result as unknown as { rows: { max: number }[] }).rows;
  return Number(rows[0]?.max ?? 0);
}
