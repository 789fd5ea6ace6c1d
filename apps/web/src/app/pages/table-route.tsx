import { TablePage } from '@/features/tables/components/table-page';
import { loadTableBoard } from '../table-boards';

/** /tables/:game/:tableId: the generic table with the game's board. */
export function TableRoute() {
  return <TablePage loadBoard={loadTableBoard} />;
}
