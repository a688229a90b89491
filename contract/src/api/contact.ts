import { Type, type Static } from 'typebox';
import { CONTACT_REASONS } from '../constants';
import { LOCALES } from '../locales';
import { NOT_BLANK } from './errors';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

export const ContactBody = Type.Object(
  {
    name: Text(100),
    email: Type.String({ format: 'email', maxLength: 254 }),
    reason: Type.Enum([...CONTACT_REASONS]),
    reference: Type.Optional(Type.String({ maxLength: 100 })),
    membershipNumber: Text(50),
    message: Text(5000),
    locale: Type.Enum([...LOCALES]),
  },
  { additionalProperties: false },
);

export const ContactResponseSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export type ContactRequest = Static<typeof ContactBody>;
export type ContactResponse = Static<typeof ContactResponseSchema>;
