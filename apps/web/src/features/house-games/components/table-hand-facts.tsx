import type { TFunction } from 'i18next';
import type { TableFairness } from '@khelo/contracts/tables';

// The seed facts of a table hand on /provably-fair (every table game shows them alike): the table, the
// published hash, the revealed server seed, the client seed, the nonce and the seats dealt in.

export function tableHandFacts(t: TFunction, fairness: TableFairness, table: string): [string, string][] {
  const seat = (number: number) => t('rummyVerify.seat', { seat: number + 1 });
  return [
    [t('rummyVerify.table'), table],
    [t('verify.commitment'), fairness.server_seed_hash],
    [t('verify.serverSeed'), fairness.server_seed ?? '—'],
    [t('verify.clientSeed'), fairness.client_seed],
    [t('verify.nonce'), fairness.nonce],
    [t('rummyVerify.seats'), fairness.seats.map(seat).join(', ')],
  ];
}

/** Label / value facts as a definition list, values as code. */
export function FactList({ facts, className }: { facts: [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
