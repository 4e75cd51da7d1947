import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx) and, where two Tailwind classes set the same thing for the same variant,
 * keeps the later one: `cn('h-10 px-4', 'h-11')` is `px-4 h-11`. It knows the utility groups the
 * app's classes meet in and keeps any other class as written. It stands in for tailwind-merge (8 kB
 * gzip on every signed-in page) and gives the same classes for every input the app is known to pass
 * (cn.test.ts). docs/decisions/0062-classes-joined-without-tailwind-merge.md says how it was proved
 * and how to teach it a new group.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = cache.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    // The app has a few hundred distinct class lists; the bound is for the unforeseen.
    if (cache.size >= 1000) cache.clear();
    cache.set(joined, merged);
  }
  return merged;
}

/** Renders call cn() with the same few hundred lists again and again. */
const cache = new Map<string, string>();

function merge(joined: string): string {
  const classes = joined.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class is dropped when a later one has already set its group.
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    if (!cls) continue;
    const { variant, group } = parse(cls);
    const id = group === undefined ? cls : variant + group;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of (group && OVERRIDES[group]) || []) taken.add(variant + other);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}

/** `sm:hover:-mt-2` is variant `sm:hover:` and group `mt`; a class it does not know has no group. */
function parse(cls: string): { variant: string; group?: string } {
  // The variants end at the last ':' outside brackets; a '/' after them starts an opacity ('/50').
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0 && c === ':') start = i + 1;
    else if (depth === 0 && c === '/') slash = i;
  }
  let variant = cls.slice(0, start);
  let base = cls.slice(start, slash > start ? slash : undefined);
  if (/^!|!$/.test(base)) {
    variant += '!';
    base = base.replace(/^!|!$/, '');
  }
  base = base.replace(/^-/, '');
  if (KEYWORDS.has(base)) return { variant, group: KEYWORDS.get(base) };
  // The longest known prefix: 'gap-x-4' is gap-x, 'max-w-[calc(100%-2rem)]' is max-w.
  for (let end = base.length; end > 0; end = base.lastIndexOf('-', end - 1)) {
    const prefix = base.slice(0, end);
    if (BY_VALUE.has(prefix)) return { variant, group: groupByValue(prefix, base.slice(end + 1)) };
    if (PREFIXES.has(prefix)) return { variant, group: prefix };
  }
  return { variant };
}

/** Prefixes that are one group whatever follows: 'pt-4' and 'pt-[3px]' both set padding-top. */
const PREFIXES = new Set([
  ...['p', 'm'].flatMap((p) => [p, ...[...'xysetrbl'].map((side) => p + side)]),
  ...['w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h', 'gap', 'gap-x', 'gap-y', 'line-clamp'],
  ...['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  ...['leading', 'tracking', 'opacity', 'z', 'order', 'basis', 'grow', 'shrink', 'items', 'self'],
  ...['overflow', 'overflow-x', 'overflow-y', 'whitespace', 'align', 'resize', 'cursor', 'fill'],
  ...['grid-cols', 'grid-rows', 'col-span', 'translate-x', 'translate-y', 'pointer-events'],
  ...['justify', 'justify-items', 'justify-self', 'rotate', 'rotate-x', 'rotate-y', 'rotate-z'],
  ...['transition', 'duration', 'ease', 'delay', 'animate', 'underline-offset', 'backdrop-blur'],
]);

/** Classes that are a whole word, by group. */
const KEYWORDS = new Map(
  Object.entries({
    display:
      'block inline-block inline flex inline-flex grid inline-grid contents table flow-root list-item hidden',
    position: 'static fixed absolute relative sticky',
    visibility: 'visible invisible collapse',
    'text-transform': 'uppercase lowercase capitalize normal-case',
    'text-decoration': 'underline overline line-through no-underline',
    'transition-behavior': 'transition-discrete transition-normal',
  }).flatMap(([group, words]) => words.split(' ').map((word) => [word, group] as const)),
);

/** Prefixes whose values set different things: 'text-sm' the size, 'text-muted' the colour. */
const BY_VALUE = new Set(['text', 'font', 'bg', 'border', 'rounded', 'flex', 'stroke', 'space', 'inset']);
const SIZE = /^(base|(\d+(\.\d+)?)?(xs|sm|md|lg|xl))$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;
const BG_IMAGE = /^(none|linear|radial|conic|\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\()/;
// Background size, position, repeat, attachment, clip, origin and blending: none meet in the app.
const BG_OTHER =
  /^(auto|cover|contain|center|top|bottom|left|right|repeat|no-repeat|fixed|local|scroll|clip|origin|blend|position|size|\[(length|size|position):)/;
const BORDER_OTHER = /^(solid|dashed|dotted|double|hidden|none|collapse|separate|spacing)/;
const SIDE = /^(x|y|s|e|t|r|b|l)(-|$)/;
const CORNER = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-|$)/;

function groupByValue(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case 'text':
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      if (SIZE.test(value) || isLength(value)) return 'font-size';
      return /^(shadow|ellipsis|clip)/.test(value) ? undefined : 'text-color';
    case 'font':
      if (WEIGHT.test(value)) return 'font-weight';
      return value.startsWith('stretch') ? undefined : 'font-family';
    case 'bg':
      if (BG_IMAGE.test(value)) return 'bg-image';
      return BG_OTHER.test(value) ? undefined : 'bg-color';
    case 'border': {
      // 'border', 'border-2', 'border-[3px]' and 'border-t-0' are widths, 'border-t-accent' a colour.
      const side = SIDE.exec(value)?.[1];
      const rest = side ? value.slice(side.length + 1) : value;
      if (BORDER_OTHER.test(rest)) return undefined;
      const group = rest === '' || /^\d+$/.test(rest) || isLength(rest) ? 'border-w' : 'border-color';
      return side ? `${group}-${side}` : group;
    }
    case 'rounded': {
      const corner = CORNER.exec(value)?.[1];
      return corner ? `rounded-${corner}` : 'rounded';
    }
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      return /^(wrap|nowrap)/.test(value) ? 'flex-wrap' : 'flex';
    case 'stroke':
      return /^\d+$/.test(value) || isLength(value) ? 'stroke-w' : 'stroke';
    case 'space':
      return /^[xy]-(?!reverse)/.test(value) ? `space-${value[0]}` : undefined;
    case 'inset':
      return /^(shadow|ring)/.test(value) ? undefined : 'inset';
  }
  return undefined;
}

/** An arbitrary value that is a length ('[3px]', '[calc(…)]'), told apart as tailwind-merge does. */
const LENGTH =
  /\d(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq[whib])|\b(calc|min|max|clamp)\(|^\[0\]$/;
const COLOR_FUNCTION = /^\[(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix)\(/;
function isLength(value: string): boolean {
  if (/^[[(]length:/.test(value)) return true;
  return value.startsWith('[') && LENGTH.test(value) && !COLOR_FUNCTION.test(value);
}

/** A group that sets what others set too drops them: `p-4` drops an earlier `px-2`, `size-4` a `w-3`. */
const OVERRIDES: Record<string, string[]> = {
  size: ['w', 'h'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: [...'setrbl', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((c) => `rounded-${c}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
// Padding, margin, border width and border colour: all sides, then an axis, then one side.
for (const [all, sep] of Object.entries({ p: '', m: '', 'border-w': '-', 'border-color': '-' })) {
  OVERRIDES[all] = [...'xysetrbl'].map((side) => all + sep + side);
  OVERRIDES[all + sep + 'x'] = [...'serl'].map((side) => all + sep + side);
  OVERRIDES[all + sep + 'y'] = [...'tb'].map((side) => all + sep + side);
}
