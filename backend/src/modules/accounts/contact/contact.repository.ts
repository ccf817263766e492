import type { Database } from '../../../db/database.ts';
import { contactMessages } from '../../../db/schema/index.ts';

/** Keeps one contact-form message or order inquiry. */
export async function insertContactMessage(
  db: Database,
  row: {
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    kind: 'contact' | 'inquiry';
    locale: string;
  },
): Promise<void> {
  await db.insert(contactMessages).values(row);
}
