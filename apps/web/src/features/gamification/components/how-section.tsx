import type { ReactNode } from 'react';
import type { THowSection } from './card-frame.tsx';

/** One section of the "How points work" page: an h2 the dashboard's cards link to (`#id`). */
export function HowSection({
  id,
  title,
  icon,
  children,
}: {
  id: THowSection | 'one-off' | 'fairness';
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <span className="text-primary">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A small table of the rules: a caption, column headers and rows whose first cell names the row. */
export function RulesTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly [string, ...string[]]>;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="border-b bg-muted/40 px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="border-b text-xs text-muted-foreground uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row" className="px-3 py-2 font-medium">
                {name}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
