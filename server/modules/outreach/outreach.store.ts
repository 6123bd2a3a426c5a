import type { Queryable } from '../../db/db';

export interface OutreachMessageRow {
  id: string;
  campaignId: string | null;
  sourceId: string;
  sourceName: string;
  to: string;
  subject: string;
  delivery: string;
  sentAt: Date;
}

const COLUMNS = `id, campaign_id as "campaignId", source_id as "sourceId", source_name as "sourceName",
  to_email as "to", subject, delivery, sent_at as "sentAt"`;

export async function insertOutreachMessage(
  db: Queryable,
  brandId: string,
  m: Omit<OutreachMessageRow, 'id' | 'sentAt'> & { body: string; messageId: string },
): Promise<OutreachMessageRow> {
  const rows = await db.query<OutreachMessageRow>(
    `/* insertOutreachMessage */ insert into public.outreach_messages
       (user_id, campaign_id, source_id, source_name, to_email, subject, body, message_id, delivery)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [brandId, m.campaignId, m.sourceId, m.sourceName, m.to, m.subject, m.body, m.messageId, m.delivery],
  );
  return rows[0]!;
}

export async function getOutreachMessages(db: Queryable, brandId: string, limit = 100) {
  return db.query<OutreachMessageRow>(
    `/* getOutreachMessages */ select ${COLUMNS} from public.outreach_messages
     where user_id = $1 order by sent_at desc, id limit $2`,
    [brandId, limit],
  );
}
