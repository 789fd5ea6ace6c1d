import { CONTACT_LIMITS, contactSubmitSchema, type ContactField } from '@khelo/contracts/contact';

// The form checks with the server's schema; each failed field maps to one translated message.

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, { key: string; values?: Record<string, number> }>>;

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

function messageFor(
  field: ContactField,
  code: string,
  value: string,
): NonNullable<ContactErrors[ContactField]> {
  switch (field) {
    case 'name':
      if (!value.trim()) return { key: 'contact.errors.nameRequired' };
      if (code === 'too_big')
        return { key: 'contact.errors.nameLong', values: { max: CONTACT_LIMITS.nameMax } };
      return { key: 'contact.errors.nameShort' };
    case 'email':
      return { key: 'contact.errors.emailInvalid' };
    case 'phone':
      return { key: 'contact.errors.phoneInvalid' };
    case 'message':
      if (code === 'too_big')
        return { key: 'contact.errors.messageLong', values: { max: CONTACT_LIMITS.messageMax } };
      return { key: 'contact.errors.messageShort', values: { min: CONTACT_LIMITS.messageMin } };
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const parsed = contactSubmitSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (FIELDS.includes(field) && !errors[field])
      errors[field] = messageFor(field, issue.code, values[field]);
  }
  return errors;
}
