import type pg from 'pg';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every index a plan uses, and "seq scan on <table>" for each table it reads whole, in plan order. */
export function planAccess(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Index Name']) found.add(node['Index Name']);
  else if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.add(`seq scan on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) planAccess(child, found);
  return found;
}

/** The plan PostgreSQL chooses for one statement with its bound parameters (EXPLAIN, not run). */
export async function statementAccess(client: pg.Client, query: { sql: string; params: unknown[] }): Promise<Set<string>> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${query.sql}`, query.params);
  return planAccess(rows[0]['QUERY PLAN'][0].Plan);
}
