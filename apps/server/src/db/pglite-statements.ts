/**
 * PGlite with its statements prepared once (docs/architecture.md, "Departures from DESIGN.md").
 * PGlite's own `query` parses, plans and describes every statement again, in six calls into
 * the engine: for the chat's send context that is 1.56 ms, of which 1.23 ms is planning, against
 * 0.20 ms for the same statement prepared once and then bound and executed in one call.
 *
 * What drizzle is given instead of the PGlite instance: the same `query` and `transaction`, where a
 * statement seen a second time (the same text: drizzle makes the same text for the same query shape)
 * becomes a named prepared statement of the session, kept for the most recently used
 * STATEMENTS_KEPT and closed when pushed out. A statement seen once (a migration, a list of a new
 * length) goes through PGlite's own `query`, as everything did before. The values are serialised,
 * the rows parsed and errors marked as PGlite's `query` does, with the same mutexes, so a caller
 * sees no difference but the time.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/** What drizzle's PGlite driver calls on its client. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction'>;

const STATEMENTS_KEPT = 500;
/** How many statement texts seen once are remembered (then forgotten all together). */
const SEEN_KEPT = 5_000;

const { serialize } = protocol;
/** Statement names unique in the process, so two caches on one session never share a name. */
let lastName = 0;

export function withPreparedStatements(client: PGlite, kept = STATEMENTS_KEPT): PgliteClient {
  /** By statement text, least recently used first. */
  const prepared = new Map<string, Prepared>();
  const seenOnce = new Set<string>();
  /** Statements pushed out, closed with the next message sent. */
  let toClose: string[] = [];

  /** Whether a statement goes prepared: from its second sight on (and never with a blob or given types). */
  const goesPrepared = (text: string, options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return false;
    if (prepared.has(text)) return true;
    if (seenOnce.has(text)) return true;
    if (seenOnce.size >= SEEN_KEPT) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  /** The statement for this text, prepared now if it is not yet; marked as the most recently used. */
  const statementFor = async (text: string): Promise<Prepared> => {
    const known = prepared.get(text);
    if (!known) return prepare(text);
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  };

  /** Sends one message (statements to close first); the engine's answer, parsed. */
  const send = (parts: Uint8Array[]) => {
    const closing = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return client.execProtocolStream(Buffer.concat([...closing, ...parts]), { syncToFs: false });
  };

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `fanlane_${++lastName}`;
    const messages = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    prepared.set(text, statement);
    seenOnce.delete(text);
    if (prepared.size > kept) {
      const [oldest, old] = prepared.entries().next().value!;
      prepared.delete(oldest);
      toClose.push(old.name);
    }
    return statement;
  };

  /**
   * Binds and executes the statement in one call, preparing it first if it is new. Runs under
   * PGlite's query lock, so two callers of a new statement never both prepare it.
   */
  const run = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    try {
      const statement = await statementFor(text);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[i]!;
        const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
        // As PGlite's query does: a value of a type with no serialiser is sent as its text.
        return serializer ? serializer(param) : (param as { toString(): string }).toString();
      });
      const messages = await send([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      if (!inTransaction) await client.syncToFs();
      const answer = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      // The caller's parsers over PGlite's, without copying PGlite's (a parser for every type and
      // its array: parseResults spread them into a new object on every call, 0.13 ms each).
      const parsers = options?.parsers
        ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
        : client.parsers;
      return parse.parseResults(answer, parsers, options && { ...options, parsers: undefined })[0] as Results<T>;
    } catch (err) {
      // As PGlite's own query marks a database error.
      throw err instanceof Error && 'severity' in err
        ? Object.assign(err, { query: text, params, queryOptions: options })
        : err;
    }
  };

  const txClient = (tx: Transaction): Transaction => ({
    ...tx,
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      // As tx.query: a transaction that ended takes no more statements.
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      // The transaction holds PGlite's transaction lock; its statements take the query lock, as tx.query's do.
      return goesPrepared(text, options)
        ? client._runExclusiveQuery(() => run<T>(text, params, options, true))
        : tx.query<T>(text, params, options);
    },
    get closed() {
      return tx.closed;
    },
  });

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!goesPrepared(text, options)) return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options, false)),
      );
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(txClient(tx))),
  };
}
