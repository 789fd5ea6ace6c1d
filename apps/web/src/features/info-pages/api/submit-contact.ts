import { useMutation } from '@tanstack/react-query';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { ContactReceived, ContactSubmit } from '@khelo/contracts/contact';
import { apiPost } from '@/lib/api-client';

/** POST contact/submit: public, no token; the server limits messages per IP address. */
export function submitContact(input: Omit<ContactSubmit, 'operator_id'>) {
  const body: ContactSubmit = { ...input, operator_id: DEFAULT_OPERATOR_ID };
  return apiPost<ContactReceived>('contact/submit', body);
}

export function useSubmitContact() {
  return useMutation({ mutationKey: ['contact', 'submit'], mutationFn: submitContact });
}
