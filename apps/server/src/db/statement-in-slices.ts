import { type QueryWithTypings, SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mapInSlices } from '../background/in-slices.ts';

const dialect = new PgDialect();

/**
 * How drizzle renders our statements (the databases are opened without a casing option, so names are as
 * written), with one parameter counter shared by every part, so parts rendered one at a time number their
 * parameters as the whole statement would.
 */
function renderingConfig(paramStartIndex: { value: number }) {
  return {
    casing: new CasingCache(),
    escapeName: (name: string) => dialect.escapeName(name),
    escapeParam: (num: number) => dialect.escapeParam(num),
    escapeString: (text: string) => dialect.escapeString(text),
    prepareTyping: dialect.prepareTyping,
    paramStartIndex,
  };
}

/** A statement already rendered: drizzle sends its text and parameters as they are. */
class RenderedStatement extends SQL {
  constructor(private readonly rendered: QueryWithTypings) {
    super([]);
  }

  override toQuery(): QueryWithTypings {
    return this.rendered;
  }
}

/**
 * `head` followed by `parts` joined by `separator`, rendered a slice of parts at a time (mapInSlices) rather
 * than in one synchronous call: drizzle took about 100 ms for a digest chunk's 500 searches, the event loop's
 * whole time. Executed like any statement (`tx.execute`), with the same text and parameters as
 * `sql\`${head}${sql.join(parts, separator)}\`` would have.
 */
export async function statementInSlices(head: SQL, parts: readonly SQL[], separator: string): Promise<SQL> {
  const config = renderingConfig({ value: 0 });
  const rendered = [head.toQuery(config), ...(await mapInSlices(parts, (part) => part.toQuery(config)))];
  const [first, ...rest] = rendered;
  const text = `${first?.sql ?? ''}${rest.map((part) => part.sql).join(separator)}`;
  return new RenderedStatement({
    sql: text,
    params: rendered.flatMap((part) => part.params),
    typings: rendered.flatMap((part) => part.typings ?? []),
  });
}
