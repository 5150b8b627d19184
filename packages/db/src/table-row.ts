import {
  type Column,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

// A hot path maps every hold it answers: each table's columns are listed once.
const columnsOf = new WeakMap<Table, [string, Column][]>();

function columnList(table: Table): [string, Column][] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  return columns;
}

/**
 * A row of `table` from a record keyed by column name (a raw driver row, or a `to_jsonb` object
 * with timestamps as text), mapped as Drizzle maps a selected row: the schema's property names,
 * each column's own driver mapping.
 */
export function tableRow<T extends Table>(
  table: T,
  record: Record<string, unknown>,
): InferSelectModel<T> {
  const columns = columnList(table);
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * The reverse of `tableRow`: `values` (the schema's property names) keyed by column name, for a
 * database function that reads a row as JSON (`jsonb_populate_record`). Absent values stay absent.
 */
export function columnRecord<T extends Table>(
  table: T,
  values: Partial<InferInsertModel<T>>,
): Record<string, unknown> {
  const columns = columnList(table);
  const record: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) record[column.name] = value;
  }
  return record;
}
