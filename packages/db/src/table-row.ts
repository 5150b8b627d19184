import { type Column, getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

// A hot path maps every hold it answers: each table's columns are listed once.
const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row of `table` from a record keyed by column name (a raw driver row, or a `to_jsonb` object
 * with timestamps as text), mapped as Drizzle maps a selected row: the schema's property names,
 * each column's own driver mapping.
 */
export function tableRow<T extends Table>(
  table: T,
  record: Record<string, unknown>,
): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
