/** A UUID as PostgreSQL prints it (lowercase): ids from outside are checked before they reach a uuid column. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
