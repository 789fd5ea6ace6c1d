import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactList } from '@khelo/contracts/contact';
import { query, staffRequest } from './staff-request';

// GET /staff/contact-messages (admin, support): Contact Us messages, newest first.

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['backoffice', 'contact', page],
    queryFn: ({ signal }) =>
      staffRequest<ContactList>('GET', `/staff/contact-messages${query({ page })}`, undefined, signal),
    placeholderData: keepPreviousData,
  });
}
