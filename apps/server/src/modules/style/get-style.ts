import type { TStyleAnswer } from '@gatling/shared/api/style';
import type { TDb } from '../../db/client';
import { countExamples, findStyle, toStyleAnswer } from './style-row';

/** The user's speaking style; style_prompt is null until it is analyzed or typed. */
export async function getStyle(db: TDb, userId: string): Promise<TStyleAnswer> {
  const [row, examples] = await Promise.all([findStyle(db, userId), countExamples(db, userId)]);
  return toStyleAnswer(row, examples);
}
