import type { TDb } from '../../db/client';
import type { TBusinessBrief } from '../../drafting/types';
import { getBusinessInfo } from './get-business-info';

/** What drafting may say about the user's business; null before anything was saved. */
export async function businessBrief(db: TDb, userId: string): Promise<TBusinessBrief | null> {
  const info = await getBusinessInfo(db, userId);
  const brief: TBusinessBrief = {
    one_line_summary: info.one_line_summary,
    one_paragraph_summary: info.one_paragraph_summary,
    calendar_link: info.calendar_link,
    business_email: info.business_email,
    competitors: info.competitors.map((c) => ({
      competitor_name: c.competitor_name,
      counter_positioning: c.counter_positioning,
      competitor_cons: c.competitor_cons,
    })),
  };
  const said = [
    brief.one_line_summary,
    brief.one_paragraph_summary,
    brief.calendar_link,
    brief.business_email,
  ];
  return said.some((s) => s.trim() !== '') || brief.competitors.length > 0 ? brief : null;
}
