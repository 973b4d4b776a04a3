import type { Kysely } from 'kysely';
import { withId } from './helpers';

/*
 * Absence alerts (docs/decisions.md, "Absence alerts"): one row per absent student, parent and
 * day, written with the register that marks the absence and sent by the mailer's sweep once its
 * delay has passed. The row stays after its mail is queued (queued_at), so that saving the
 * register again cannot send the same news twice; a correction before then deletes it.
 *
 * Parents can turn these e-mails off (users.absence_emails), and every mail is now retried with
 * back-off after a failed delivery (mail_outbox.attempts, next_attempt_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('absence_alerts'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('parent_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('send_after', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text')
    .addColumn('mail_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('absence_alerts_student_parent_date_unique')
    .on('absence_alerts')
    .columns(['student_id', 'parent_user_id', 'date'])
    .unique()
    .execute();
  // The sweep's question: alerts not yet queued whose time has come.
  await db.schema
    .createIndex('absence_alerts_due_idx')
    .on('absence_alerts')
    .columns(['queued_at', 'send_after'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('absence_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  // The sweep's question: mail whose next attempt has come.
  await db.schema
    .createIndex('mail_outbox_next_attempt_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_next_attempt_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attempts').execute();
  await db.schema.alterTable('users').dropColumn('absence_emails').execute();
  await db.schema.dropTable('absence_alerts').execute();
}
