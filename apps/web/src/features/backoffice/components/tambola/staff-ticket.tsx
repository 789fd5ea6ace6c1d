import type { StaffTambolaGame } from '@khelo/contracts/backoffice-tambola';

// A ticket as staff see it: the 3 × 9 grid, the numbers called marked.

export function StaffTicket(props: {
  ticket: StaffTambolaGame['game']['tickets'][number];
  called: Set<number>;
  label: string;
}) {
  return (
    <figure className="bo-tambola-ticket" data-testid="staff-ticket">
      <figcaption className="bo-muted">{props.label}</figcaption>
      <table>
        <tbody>
          {props.ticket.rows.map((row, r) => (
            <tr key={r}>
              {row.map((number, c) => (
                <td key={c} data-called={number !== null && props.called.has(number) ? 'true' : undefined}>
                  {number ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
