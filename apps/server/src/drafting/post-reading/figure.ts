/** A figure the post gives: its value, what it measures, and which way it went. */
export type TFigure = { value: string; measure: string | null; direction: 'up' | 'down' | null };

/** The figure the post gives and what it measures ("completion rate", "accuracy on search"). */
export function readFigure(sentences: string[]): TFigure | null {
  const patterns: Array<[RegExp, (m: RegExpExecArray) => TFigure]> = [
    [
      /([\p{L}][\p{L}\s-]{2,40}?)\s+(?:is |are |went |was )?(up|down)\s+(?:by\s+)?([$€£]?\d[\d.,]*\s?(?:%|x|k)?)/iu,
      (m) => ({
        value: m[3]!.trim(),
        measure: m[1]!.trim(),
        direction: m[2]!.toLowerCase() as 'up' | 'down',
      }),
    ],
    [
      /(?:^|\b)(up|down)\s+([$€£]?\d[\d.,]*\s?%?)/iu,
      (m) => ({ value: m[2]!.trim(), measure: null, direction: m[1]!.toLowerCase() as 'up' | 'down' }),
    ],
    [
      /(\d[\d.,]*\s?%)\s+(?:of\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)/iu,
      (m) => ({ value: m[1]!.trim(), measure: m[2]!.trim(), direction: null }),
    ],
    [
      /([$€£]\d[\d.,]*[kmb]?)(?:\s+(?:in|of)\s+([\p{L}]+))?/iu,
      (m) => ({ value: m[1]!.trim(), measure: m[2]?.trim() ?? null, direction: null }),
    ],
    [
      // "from 40 minutes to under a minute", "from 600 MB of node_modules to 90 MB".
      /\bfrom\s+([$€£]?\d[\d.,]*\s?\S*(?:\s+of\s+\S+)?)\s+to\s+((?:(?:under|over|about|around|less than|just|only)\s+)?(?:an?\s+\S+|[$€£]?\d[\d.,]*\s?\S*))/iu,
      (m) => ({ value: `${m[1]} to ${m[2]}`.replace(/[.,!?]$/u, ''), measure: null, direction: null }),
    ],
    [
      /\b(\d[\d.,]*k?)\s+(signups?|customers?|users?|subscribers?|meetings?|visitors?|examples?|issues?|beats|km|hours?)\b/iu,
      (m) => ({ value: `${m[1]} ${m[2]}`, measure: null, direction: null }),
    ],
  ];
  for (const s of sentences) {
    // "Revenue update: $800 this month, up 39%": the label says what the figure measures.
    const label = /^([\p{L}][\p{L} -]{2,30}?)(?: update| recap)?:\s/iu.exec(s)?.[1] ?? null;
    for (const [re, make] of patterns) {
      const m = re.exec(s);
      if (!m) continue;
      const f = make(m);
      if (!f.measure && label && !/\d/u.test(label)) f.measure = label.toLowerCase();
      if (f.measure) {
        // "accuracy on search went up": the measure is the words before the change, without verbs.
        // "21% of volume is bots": a verb after the measure is not part of it.
        const words = f.measure.replace(/\s+(?:is|are|was|were)$/iu, '').split(/\s+/u);
        const cut = words.findLastIndex((w) =>
          /^(?:and|but|so|the|a|our|my|with|we|i|it|this|that|after|then|rate|is|was)$/iu.test(w),
        );
        const tail = words.slice(cut + 1);
        f.measure =
          tail.length > 0 && !/^(?:is|was|went)$/iu.test(tail[0]!)
            ? tail.join(' ')
            : words.slice(-2).join(' ');
        if (/\brate$/iu.test(m[0]) && !/rate$/iu.test(f.measure)) f.measure = `${f.measure} rate`;
        if (
          /^(?:of|in|the|a)$|\b(?:quarter|month|week|year|day|today|last|this|cases|times|ones)\b/iu.test(
            f.measure,
          ) ||
          f.measure.length < 3
        )
          f.measure = null;
      }
      return f;
    }
  }
  return null;
}
